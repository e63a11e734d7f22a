import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import { ErrorState } from '../states/ErrorState';
import { TableSkeleton } from '../states/Skeleton';
import { Pagination } from './Pagination';
import { SortableHeader } from './SortableHeader';
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
}

const alignment = (column: { numeric?: boolean; className?: string }) =>
  [column.numeric && 'text-end larder-numeric', column.className].filter(Boolean).join(' ') || undefined;

/**
 * The one table for a list paged on the server: placeholders while its first page loads, the page kept
 * while the next one loads (marked busy), a failure said in place with Try again, an empty state, sortable
 * headings and the page links. The table scrolls inside its own box on a narrow screen.
 */
export function ServerTable<Item, Sort extends string>(props: ServerTableProps<Item, Sort>) {
  const { caption, result, columns, rowKey, query, onSort, onPage, empty, loadingLabel, errorTitle, rowClassName, rowDetail, compact } = props;
  if (result.isPending) return <TableSkeleton label={loadingLabel} columns={columns.length} />;
  if (result.isError && !result.data) return <ErrorState title={errorTitle} message="Nothing was changed. Try again in a moment." onRetry={() => void result.refetch()} />;
  const page = result.data!;
  if (page.items.length === 0) return <>{empty}</>;
  return (
    <div className="d-flex flex-column gap-3">
      {/* A box that scrolls on a narrow screen is a stop for the keyboard, named by the table's caption (WCAG 2.1.1). */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
        <table className={compact ? 'table table-sm larder-table-compact align-middle mb-0' : 'table align-middle mb-0'} aria-busy={result.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) =>
                column.sort ? (
                  <SortableHeader key={index} sort={column.sort} query={query} onSort={onSort} className={alignment(column)}>
                    {column.header}
                  </SortableHeader>
                ) : (
                  <th key={index} scope="col" className={alignment(column)}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => {
              const detail = rowDetail?.(item);
              return (
                <Fragment key={rowKey(item)}>
                  <tr className={rowClassName?.(item)}>
                    {columns.map((column, index) =>
                      column.isRowHeader ? (
                        <th key={index} scope="row" className={['fw-normal', alignment(column)].filter(Boolean).join(' ')}>
                          {column.cell(item)}
                        </th>
                      ) : (
                        <td key={index} className={alignment(column)}>
                          {column.cell(item)}
                        </td>
                      ),
                    )}
                  </tr>
                  {detail && (
                    <tr id={detail.id}>
                      <td colSpan={columns.length} className="bg-body-tertiary">
                        {detail.content}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination result={page} onPage={onPage} label={`Pages of ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`} />
    </div>
  );
}
