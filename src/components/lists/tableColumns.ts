import { createContext, isValidElement, type ReactNode } from 'react';

/** Where a column's cell goes on a phone, where each row is a stacked card: the row's name, then its status and its action, then the rest. */
export type PhonePlace = 'title' | 'status' | 'action';

export interface TableColumn {
  /** The name a row's cell gives to say which column it is in (`<Cell column="status">`). */
  key: string;
  /** The column's heading (a screen reader's name for it, even when it shows nothing). */
  header: ReactNode;
  /** The heading in words, when `header` is not plain text (a visually hidden "Actions"): each card's label for the value. */
  label?: string;
  /** Money and counts are right-aligned in tabular figures, so their digits line up. */
  numeric?: boolean;
  /** Where the cell goes on a phone; the others follow, each under its label. */
  phone?: PhonePlace;
  /** The column's least width on a wide screen (set on its heading; a phone's cards ignore it). */
  minWidth?: string;
  /** Classes for the heading and every cell of the column. */
  className?: string;
}

/** The columns of the DataTable a cell is in. */
export const TableColumnsContext = createContext<readonly TableColumn[]>([]);

/** The words of a heading (a visually hidden "Actions" included); none for a control such as a select-all checkbox. */
const textOf = (node: ReactNode): string => {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
};

export const columnLabel = (column: TableColumn): string => column.label ?? textOf(column.header);

export const columnClassName = (column: Pick<TableColumn, 'numeric' | 'className' | 'phone'>, extra?: string): string | undefined =>
  [column.numeric && 'text-end larder-numeric', column.phone && `larder-cell-${column.phone}`, column.className, extra].filter(Boolean).join(' ') || undefined;
