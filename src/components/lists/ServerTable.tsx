import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import { ErrorState } from '../states/ErrorState';
import { TableSkeleton } from '../states/Skeleton';
import { Cell } from './Cell';
import { DataTable } from './DataTable';
import { Pagination } from './Pagination';
import type { PhonePlace } from './tableColumns';
import './serverTable.css';

export interface Column<Item, Sort extends string> {
  /** The column's heading (a screen reader's name for it, even when it shows nothing). */
  header: ReactNode;
  /** Sorts the list by this key when its heading is pressed. */
  sort?: Sort;
  /** The cell for one item. */
  cell: (item: Item) => ReactNode;
  /** Money and counts are right-aligned in tabular figures, so their digits line up. */
  numeric?: boolean;
  /** The row's own name (a `th` for screen readers), e.g. the claim reference. */
  isRowHeader?: boolean;
  /** The heading in words, when `header` is not plain text: each card's label on a phone. */
  label?: string;
  /** Where the cell goes on a phone, where each row is a card (DataTable): 'status' and 'action' come first. */
  phone?: PhonePlace;
  /** The column's least width on a wide screen (a status with its explanation beneath). */
  minWidth?: string;
  className?: string;
}

export interface ServerTableProps<Item, Sort extends string> {
  /** What the table shows, for screen readers: "Calor claims waiting for review". */
  caption: string;
  /** The page of items, as the API answered it (useQuery with the previous page kept while the next loads). */
  result: UseQueryResult<Paged<Item>>;
  columns: readonly Column<Item, Sort>[];
  rowKey: (item: Item) => string;
  query: Pick<ListQuery<Sort>, 'sort' | 'direction'>;
  onSort: (sort: Sort) => void;
  onPage: (page: number) => void;
  /** What to show when nothing matches (an EmptyState, often with a way to clear the filters). */
  empty: ReactNode;
  /** What is loading, for screen readers: "Loading the claims…". */
  loadingLabel: string;
  /** What failed, in the page's words: "The claims could not be loaded". */
  errorTitle: string;
  /** A row's class, e.g. to mark one that needs attention. */
  rowClassName?: (item: Item) => string | undefined;
  /** What an item's row has opened beneath it, across the table (its details), with the id its button controls; null when closed. */
  rowDetail?: (item: Item) => { id: string; content: ReactNode } | null;
  /** Denser rows, for a staff list worked through all day (more rows on screen, no sideways scrolling). */
  compact?: boolean;
  /** Rows whose cells hold several lines (a status with its explanation) line up at their tops. */
  alignTop?: boolean;
}

/**
 * The one table for a list paged on the server: placeholders while its first page loads, the page kept
 * while the next one loads (marked busy), a failure said in place with Try again, an empty state, sortable
 * headings and the page links. It is drawn by DataTable: its own scroll box, and cards on a phone.
 */
export function ServerTable<Item, Sort extends string>(props: ServerTableProps<Item, Sort>) {
  const { caption, result, columns, rowKey, query, onSort, onPage, empty, loadingLabel, errorTitle, rowClassName, rowDetail, compact, alignTop } = props;
  if (result.isPending) return <TableSkeleton label={loadingLabel} columns={columns.length} />;
  if (result.isError && !result.data) return <ErrorState title={errorTitle} message="Nothing was changed. Try again in a moment." onRetry={() => void result.refetch()} />;
  const page = result.data!;
  if (page.items.length === 0) return <>{empty}</>;
  const tableColumns = columns.map((column, index) => ({ ...column, key: String(index), phone: column.phone ?? (column.isRowHeader ? ('title' as const) : undefined) }));
  return (
    <div className="d-flex flex-column gap-3">
      <DataTable caption={caption} columns={tableColumns} sorting={{ query, onSort }} compact={compact} className={`${alignTop ? 'align-top' : 'align-middle'} mb-0`} busy={result.isFetching}>
        {page.items.map((item) => {
          const detail = rowDetail?.(item);
          return (
            <Fragment key={rowKey(item)}>
              <tr className={rowClassName?.(item)}>
                {tableColumns.map((column) => (
                  <Cell key={column.key} column={column.key} rowHeader={column.isRowHeader} className={column.isRowHeader ? 'fw-normal' : undefined}>
                    {column.cell(item)}
                  </Cell>
                ))}
              </tr>
              {detail && (
                <tr id={detail.id} className="larder-row-detail">
                  <td colSpan={columns.length} className="bg-body-tertiary">
                    {detail.content}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </DataTable>
      <Pagination result={page} onPage={onPage} label={`Pages of ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`} />
    </div>
  );
}
