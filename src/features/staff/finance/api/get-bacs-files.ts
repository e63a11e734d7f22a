import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { BACS_FILE_STATES, type BacsFileSummary } from '@/domain/bacs/bacsFile';
import type { BacsFilesFilter, BacsFilesSort } from '@/domain/bacs/bacsLists';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';

/** getBacsFiles: one page of the BACS payout files. */
export function getBacsFiles(api: ApiClient, query: ListQuery<BacsFilesSort, BacsFilesFilter>, signal?: AbortSignal): Promise<Paged<BacsFileSummary>> {
  const { page, pageSize, sort, direction, filters } = query;
  return dataOf(
    api.GET('/finance/bacs-files', {
      params: { query: { page, pageSize, sort, direction, state: knownValue(BACS_FILE_STATES, filters.state), reference: filters.reference } },
      signal,
    }),
  );
}

export function getBacsFilesQueryOptions(api: ApiClient, query: ListQuery<BacsFilesSort, BacsFilesFilter>) {
  return queryOptions({ queryKey: staffQueryKey('bacs-files', 'list', query), queryFn: ({ signal }) => getBacsFiles(api, query, signal), ...PAGED_LIST_QUERY });
}

export function useBacsFiles(query: ListQuery<BacsFilesSort, BacsFilesFilter>) {
  return useQuery(getBacsFilesQueryOptions(useApiClient(), query));
}
