import type { CSSProperties, ReactNode } from 'react';
import { SkeletonTable, type SkeletonTableProps } from './SkeletonTable';
import './skeleton.css';

interface SkeletonProps {
  /** What is on its way, for screen readers: "Loading your trainees…". */
  label: string;
  children: ReactNode;
  className?: string;
  /** The height the loaded content will take, so nothing below moves when it arrives. */
  minHeight?: CSSProperties['minHeight'];
}

/**
 * A part of a page whose data is on its way, drawn in the shape it will take (Bootstrap's placeholders),
 * so the page keeps still when the data arrives. Screen readers hear the label once.
 */
export function Skeleton({ label, children, className, minHeight }: SkeletonProps) {
  return (
    <div className={['placeholder-glow larder-skeleton', className].filter(Boolean).join(' ')} role="status" style={{ minHeight }}>
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A line of text still to come, `width` of its line. */
export function SkeletonLine({ width = '100%', size }: { width?: string; size?: 'lg' | 'sm' }) {
  return <span className={`placeholder d-block mb-2${size ? ` placeholder-${size}` : ''}`} style={{ width }} />;
}

/** A button still to come, as tall as a real one (Bootstrap's placeholder button). */
export function SkeletonButton({ width, outline = false }: { width: string; outline?: boolean }) {
  return <span className={`btn ${outline ? 'btn-outline-primary' : 'btn-primary'} disabled placeholder`} style={{ width }} />;
}

/**
 * A block still to come, as big as what will come: a card, a chart, an image, a form control (`control`:
 * a real control's height), a badge or a button-sized link.
 */
export function SkeletonBlock({ height, width, control = false, className }: { height?: CSSProperties['height']; width?: CSSProperties['width']; control?: boolean; className?: string }) {
  const classes = ['placeholder d-block rounded', control && 'larder-skeleton__control', className].filter(Boolean).join(' ');
  return <span className={classes} style={{ height, width, maxWidth: '100%' }} />;
}

/** A labelled form field still to come: its label's line and a control of a real control's height. */
export function SkeletonField({ width }: { width: string }) {
  return (
    <span className="d-block" style={{ width, maxWidth: '100%' }}>
      <span className="d-block mb-2">
        <span className="placeholder col-4" />
      </span>
      <span className="placeholder d-block larder-skeleton__control" />
    </span>
  );
}

/** A table still to come, on its own: its header and `rows` rows of `columns` cells (each of `lines` lines), with its loading label. */
export function TableSkeleton({ label, rows = 5, columns = 4, ...table }: Partial<SkeletonTableProps> & { label: string }) {
  return (
    <Skeleton label={label}>
      <SkeletonTable rows={rows} columns={columns} {...table} />
    </Skeleton>
  );
}

/** A card still to come, as tall as the loaded card. */
export function CardSkeleton({ label, minHeight, lines = 3 }: { label: string; minHeight: CSSProperties['minHeight']; lines?: number }) {
  return (
    <Skeleton label={label} className="card border-0 shadow-sm" minHeight={minHeight}>
      <div className="card-body">
        <SkeletonLine width="40%" size="lg" />
        {Array.from({ length: lines }, (_, line) => (
          <SkeletonLine key={line} width={line % 2 ? '60%' : '85%'} />
        ))}
      </div>
    </Skeleton>
  );
}
