import { useCallback, useMemo } from 'react';
import { isListParam, listSearchParams, readListQuery, type ListDefinition, type ListQuery, type SortDirection } from '@/domain/lists/listQuery';
import { useSearchParamsAskedFor } from './useSearchParamsAskedFor';

/**
 * The one list state: a list's page, sort, filters and search, kept in the address, so a reload or a
 * shared link shows the same list and Back goes back to the list as it was (the search before, the
 * filter before). Changing a filter, the search or the sort goes back to page 1; turning a page replaces
 * the history entry, so Back leaves the pages of one list in one step. Each change builds on the list as last
 * asked for, so a second quick change keeps the first.
 */
export function useListState<Sort extends string, Filter extends string>(definition: ListDefinition<Sort, Filter>) {
  const { shown, askedFor, setSearchParams } = useSearchParamsAskedFor();
  const query = useMemo(() => readListQuery(shown, definition), [shown, definition]);

  const change = useCallback(
    (edit: (asked: ListQuery<Sort, Filter>) => ListQuery<Sort, Filter>, { replace = false } = {}) => {
      const current = askedFor();
      const next = edit(readListQuery(current, definition));
      // What else the address holds stays: the record opened beside the list (`?file=…`), another list's state.
      const merged = new URLSearchParams([...current].filter(([key]) => !isListParam(definition, key)));
      for (const [key, value] of listSearchParams(next, definition)) merged.set(key, value);
      void setSearchParams(merged, { replace });
    },
    [askedFor, setSearchParams, definition],
  );

  return {
    query,
    setPage: (page: number) => change((asked) => ({ ...asked, page }), { replace: true }),
    setFilter: (name: Filter, value: string) => change((asked) => ({ ...asked, page: 1, filters: { ...asked.filters, [name]: value.trim() || undefined } })),
    setSort: (sort: Sort, direction?: SortDirection) =>
      change((asked) => ({ ...asked, page: 1, sort, direction: direction ?? (asked.sort === sort && asked.direction === 'asc' ? 'desc' : 'asc') })),
    clearFilters: () => change((asked) => ({ ...asked, page: 1, filters: {} })),
  };
}

export type ListState<Sort extends string, Filter extends string> = ReturnType<typeof useListState<Sort, Filter>>;
