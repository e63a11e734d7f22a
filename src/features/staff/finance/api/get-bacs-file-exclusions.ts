import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { EXCLUSION_REASONS } from '@/domain/bacs/accountCheck';
import type { BacsExclusion } from '@/domain/bacs/bacsFile';
import type { BacsExclusionsFilter, BacsExclusionsSort } from '@/domain/bacs/bacsLists';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import { bacsFileQueryKey } from './get-bacs-file';

/** getBacsFileExclusions: one page of the members left out of a payout file, with the reason. */
export function getBacsFileExclusions(api: ApiClient, fileId: string, query: ListQuery<BacsExclusionsSort, BacsExclusionsFilter>, signal?: AbortSignal): Promise<Paged<BacsExclusion>> {
  const { page, pageSize, sort, direction, filters } = query;
  return dataOf(
    api.GET('/finance/bacs-files/{fileId}/exclusions', {
      params: { path: { fileId }, query: { page, pageSize, sort, direction, search: filters.search, reason: knownValue(EXCLUSION_REASONS, filters.reason) } },
      signal,
    }),
  );
}

export function getBacsFileExclusionsQueryOptions(api: ApiClient, fileId: string, query: ListQuery<BacsExclusionsSort, BacsExclusionsFilter>) {
  return queryOptions({
    queryKey: [...bacsFileQueryKey(fileId), 'exclusions', query],
    queryFn: ({ signal }) => getBacsFileExclusions(api, fileId, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useBacsFileExclusions(fileId: string, query: ListQuery<BacsExclusionsSort, BacsExclusionsFilter>) {
  return useQuery(getBacsFileExclusionsQueryOptions(useApiClient(), fileId, query));
}
