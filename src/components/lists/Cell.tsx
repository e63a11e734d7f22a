import { useContext, type CSSProperties, type ReactNode } from 'react';
import { columnClassName, columnLabel, TableColumnsContext } from './tableColumns';

interface CellProps {
  /** The key of the DataTable column the cell is in. */
  column: string;
  children?: ReactNode;
  /** The row's own name (a `th` for screen readers), e.g. the claim reference; its card's title on a phone. */
  rowHeader?: boolean;
  className?: string;
  id?: string;
  colSpan?: number;
  style?: CSSProperties;
}

/**
 * One cell of a DataTable row: its column's alignment and place, and its column's label, which a phone (where
 * each row is a card) shows before the value; a screen reader hears the column's heading as in any table.
 */
export function Cell({ column: key, children, rowHeader = false, className, id, colSpan, style }: CellProps) {
  const column = useContext(TableColumnsContext).find((candidate) => candidate.key === key) ?? { key, header: key };
  const placed = rowHeader && !column.phone ? { ...column, phone: 'title' as const } : column;
  const props = { id, colSpan, style, 'data-label': columnLabel(column) };
  const empty = children === undefined || children === null || children === false || children === '';
  const content = empty ? null : <div className="larder-cell-value">{children}</div>;
  return rowHeader ? (
    <th scope="row" className={columnClassName(placed, className)} {...props}>
      {content}
    </th>
  ) : (
    <td className={columnClassName(placed, className)} {...props}>
      {content}
    </td>
  );
}
