import type { CSSProperties, ReactNode } from 'react';
import { TableScrollBox } from './TableScrollBox';
import './table.css';

export interface TableFrameProps {
  /** What the table shows, said to screen readers (and shown, with `captionClassName`): "Your invoices, newest first". */
  caption: string;
  /** The caption's classes: said only (visually hidden) unless given, e.g. 'caption-top' to show it above the table. */
  captionClassName?: string;
  /** The table's head and body (`thead`, `tbody`, `tfoot`). */
  children: ReactNode;
  /** Bootstrap table classes beyond `table`, e.g. 'align-top mb-0' (default 'align-top'). */
  className?: string;
  /** Denser rows, for a staff list worked through all day. */
  compact?: boolean;
  /** A table that scrolls down in its box: the box's height; the head stays in view (sticky). */
  maxHeight?: CSSProperties['maxHeight'];
  /** Marked busy while its rows are being replaced. */
  busy?: boolean;
  /** The classes that turn its rows into stacked cards on a phone (DataTable's). */
  stackClassName?: string;
  id?: string;
  /** Ids of what describes the table (a note, an error). */
  describedBy?: string;
}

/**
 * The one table shell: the scroll box (a keyboard stop while it overflows), the caption, and a head that stays
 * in view when the box scrolls down. Lists use DataTable, which builds on it; tables that are not lists of
 * rows (a matrix, a form's lines, a printout) use it directly.
 */
export function TableFrame({ caption, captionClassName = 'visually-hidden', children, className = 'align-top', compact, maxHeight, busy, stackClassName, id, describedBy }: TableFrameProps) {
  const classes = ['table larder-table', compact && 'table-sm larder-table-compact', stackClassName, className].filter(Boolean).join(' ');
  return (
    <TableScrollBox label={caption} maxHeight={maxHeight}>
      <table className={classes} aria-busy={busy || undefined} id={id} aria-describedby={describedBy || undefined}>
        <caption className={captionClassName}>{caption}</caption>
        {children}
      </table>
    </TableScrollBox>
  );
}
