import type { ReactNode } from 'react';
import type { ListQuery } from '@/domain/lists/listQuery';

interface SortableHeaderProps<Sort extends string> {
  sort: Sort;
  query: Pick<ListQuery<Sort>, 'sort' | 'direction'>;
  onSort: (sort: Sort) => void;
  children: ReactNode;
  className?: string;
}

/** A column heading that sorts the list by it: aria-sort says how it is sorted now, the button changes it. */
export function SortableHeader<Sort extends string>({ sort, query, onSort, children, className }: SortableHeaderProps<Sort>) {
  const isSorted = query.sort === sort;
  const ariaSort = isSorted ? (query.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button type="button" className="btn btn-link p-0 fw-semibold text-reset text-decoration-none" onClick={() => onSort(sort)}>
        {children}
        <span aria-hidden="true" className="ms-1 text-body-secondary">
          {isSorted ? (query.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
