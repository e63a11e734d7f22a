import { Children, type CSSProperties, type ReactNode } from 'react';
import type { ListQuery } from '@/domain/lists/listQuery';
import { SortableHeader } from './SortableHeader';
import { TableFrame } from './TableFrame';
import { columnClassName, TableColumnsContext, type TableColumn } from './tableColumns';

export interface DataTableColumn<Sort extends string = string> extends TableColumn {
  /** Sorts the list by this key when its heading is pressed (with `sorting`). */
  sort?: Sort;
}

export interface DataTableProps<Sort extends string = string> {
  /** What the table shows, for screen readers: "Your Calor claims, newest first". */
  caption: string;
  columns: readonly DataTableColumn<Sort>[];
  /** The rows: `<tr>`s of `<Cell column="…">`s, in the columns' order. */
  children: ReactNode;
  /** Shown across the table when there are no rows. */
  empty?: ReactNode;
  /** Sortable headings: how the list is sorted now, and how to change it. */
  sorting?: { query: Pick<ListQuery<Sort>, 'sort' | 'direction'>; onSort: (sort: Sort) => void };
  /** Bootstrap table classes beyond `table` (default 'align-top'). */
  className?: string;
  compact?: boolean;
  busy?: boolean;
  maxHeight?: CSSProperties['maxHeight'];
  /** Rows stay rows on a phone (a table a person compares across, e.g. a few figures). */
  keepRowsOnPhone?: boolean;
}

/**
 * The one table for a list of rows: the TableFrame (scroll box, caption, head kept in view), headings from
 * the columns (sortable when asked), an empty row, and on a phone (below Bootstrap's md, 768 px) each row
 * drawn as a stacked card: its name, status and action first, then each other value under its column's label.
 * It stays a real table, so a screen reader hears each value with its column's heading.
 */
export function DataTable<Sort extends string = string>({ caption, columns, children, empty, sorting, className, compact, busy, maxHeight, keepRowsOnPhone }: DataTableProps<Sort>) {
  const hasRows = Children.toArray(children).length > 0;
  return (
    <TableColumnsContext value={columns}>
      <TableFrame
        caption={caption}
        className={className}
        compact={compact}
        busy={busy}
        maxHeight={maxHeight}
        stackClassName={keepRowsOnPhone ? undefined : 'larder-table-stack'}
      >
        <thead>
          <tr>
            {columns.map((column) =>
              column.sort && sorting ? (
                <SortableHeader key={column.key} sort={column.sort} query={sorting.query} onSort={sorting.onSort} className={columnClassName(column)}>
                  {column.header}
                </SortableHeader>
              ) : (
                <th key={column.key} scope="col" className={columnClassName(column)} style={column.minWidth ? { minWidth: column.minWidth } : undefined}>
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {hasRows || empty === undefined ? (
            children
          ) : (
            <tr className="larder-row-empty">
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
        </tbody>
      </TableFrame>
    </TableColumnsContext>
  );
}
