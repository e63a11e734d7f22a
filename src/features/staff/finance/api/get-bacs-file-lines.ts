import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { BacsLine } from '@/domain/bacs/bacsFile';
import type { BacsLinesFilter, BacsLinesSort } from '@/domain/bacs/bacsLists';
import { knownValue, YES_NO } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import { bacsFileQueryKey } from './get-bacs-file';

/** getBacsFileLines: one page of a payout file's credits, bank details masked. */
export function getBacsFileLines(api: ApiClient, fileId: string, query: ListQuery<BacsLinesSort, BacsLinesFilter>, signal?: AbortSignal): Promise<Paged<BacsLine>> {
  const { page, pageSize, sort, direction, filters } = query;
  return dataOf(
    api.GET('/finance/bacs-files/{fileId}/lines', {
      params: {
        path: { fileId },
        query: { page, pageSize, sort, direction, search: filters.search, returned: knownValue(YES_NO, filters.returned) },
      },
      signal,
    }),
  );
}

export function getBacsFileLinesQueryOptions(api: ApiClient, fileId: string, query: ListQuery<BacsLinesSort, BacsLinesFilter>) {
  return queryOptions({
    queryKey: [...bacsFileQueryKey(fileId), 'lines', query],
    queryFn: ({ signal }) => getBacsFileLines(api, fileId, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useBacsFileLines(fileId: string, query: ListQuery<BacsLinesSort, BacsLinesFilter>) {
  return useQuery(getBacsFileLinesQueryOptions(useApiClient(), fileId, query));
}
