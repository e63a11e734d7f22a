import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isListParam, listSearchParams, readListQuery, type ListDefinition, type ListQuery, type SortDirection } from '@/domain/lists/listQuery';

/**
 * The one list state: a list's page, sort, filters and search, kept in the address, so a reload or a
 * shared link shows the same list and Back goes back to the list as it was (the search before, the
 * filter before). Changing a filter, the search or the sort goes back to page 1; turning a page replaces
 * the history entry, so Back leaves the pages of one list in one step.
 */
export function useListState<Sort extends string, Filter extends string>(definition: ListDefinition<Sort, Filter>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, definition), [params, definition]);

  const update = useCallback(
    (next: ListQuery<Sort, Filter>, { replace = false } = {}) =>
      setParams(
        (current) => {
          // What else the address holds stays: the record opened beside the list (`?file=…`), another list's state.
          const merged = new URLSearchParams([...current].filter(([key]) => !isListParam(definition, key)));
          for (const [key, value] of listSearchParams(next, definition)) merged.set(key, value);
          return merged;
        },
        { replace },
      ),
    [setParams, definition],
  );

  return {
    query,
    setPage: (page: number) => update({ ...query, page }, { replace: true }),
    setFilter: (name: Filter, value: string) => update({ ...query, page: 1, filters: { ...query.filters, [name]: value.trim() || undefined } }),
    setSort: (sort: Sort, direction?: SortDirection) =>
      update({ ...query, page: 1, sort, direction: direction ?? (query.sort === sort && query.direction === 'asc' ? 'desc' : 'asc') }),
    clearFilters: () => update({ ...query, page: 1, filters: {} }),
  };
}

export type ListState<Sort extends string, Filter extends string> = ReturnType<typeof useListState<Sort, Filter>>;
