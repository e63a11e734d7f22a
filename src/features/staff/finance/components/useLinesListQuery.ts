import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BACS_LINES_LIST, BACS_LINES_PARAM_PREFIX, type BacsLinesFilter, type BacsLinesSort } from '@/domain/bacs/bacsLists';
import { listSearchParams, readListQuery, type ListQuery, type SortDirection } from '@/domain/lists/listQuery';

/**
 * The file's lines list, kept in the same address as the file (`?file=…&lines.search=…&lines.page=2`),
 * so a reload or a shared link shows the same lines. Its parameters carry the `lines.` prefix.
 */
export function useLinesListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const own = new URLSearchParams();
    for (const [key, value] of params) if (key.startsWith(BACS_LINES_PARAM_PREFIX)) own.set(key.slice(BACS_LINES_PARAM_PREFIX.length), value);
    return readListQuery(own, BACS_LINES_LIST);
  }, [params]);

  const update = useCallback(
    (next: ListQuery<BacsLinesSort, BacsLinesFilter>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams([...current].filter(([key]) => !key.startsWith(BACS_LINES_PARAM_PREFIX)));
          for (const [key, value] of listSearchParams(next, BACS_LINES_LIST)) merged.set(`${BACS_LINES_PARAM_PREFIX}${key}`, value);
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    query,
    setPage: (page: number) => update({ ...query, page }),
    setFilter: (name: BacsLinesFilter, value: string) => update({ ...query, page: 1, filters: { ...query.filters, [name]: value.trim() || undefined } }),
    setSort: (sort: BacsLinesSort, direction?: SortDirection) =>
      update({ ...query, page: 1, sort, direction: direction ?? (query.sort === sort && query.direction === 'asc' ? 'desc' : 'asc') }),
  };
}
