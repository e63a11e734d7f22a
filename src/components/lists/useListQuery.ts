import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listSearchParams, readListQuery, type ListDefinition, type ListQuery, type SortDirection } from '@/domain/lists/listQuery';

/**
 * A list's page, sort and filters, kept in the address (so a reload or a shared link shows the same
 * list). Changing a filter or the sort goes back to page 1; every change replaces the history entry,
 * so Back leaves the list rather than stepping through its filters.
 */
export function useListQuery<Sort extends string, Filter extends string>(definition: ListDefinition<Sort, Filter>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, definition), [params, definition]);

  const update = useCallback(
    (next: ListQuery<Sort, Filter>) => setParams(listSearchParams(next, definition), { replace: true }),
    [setParams, definition],
  );

  return {
    query,
    setPage: (page: number) => update({ ...query, page }),
    setFilter: (name: Filter, value: string) => update({ ...query, page: 1, filters: { ...query.filters, [name]: value.trim() || undefined } }),
    setSort: (sort: Sort, direction?: SortDirection) =>
      update({ ...query, page: 1, sort, direction: direction ?? (query.sort === sort && query.direction === 'asc' ? 'desc' : 'asc') }),
    clearFilters: () => update({ ...query, page: 1, filters: {} }),
  };
}
