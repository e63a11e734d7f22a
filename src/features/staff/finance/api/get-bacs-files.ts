import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { BacsFileSummary } from '@/domain/bacs/bacsFile';
import type { BacsFilesFilter, BacsFilesSort } from '@/domain/bacs/bacsLists';
import { listApiParams, type ListQuery, type Paged } from '@/domain/lists/listQuery';
import { BACS_FILES_PATH } from './bacs-paths';

/**
 * GET /finance/bacs-files?page&pageSize&sort&direction&state&reference (larderAdmin)
 * sort: processingDate (default, latest first) | reference | creditTotal | createdOn. Filters: state
 * (Draft | Approved | Submitted | ReturnsRecorded), reference (any part).
 * Response 200: { items: [{ id, reference, state, processingDate, periods [{id, schemeType, name}],
 *   itemCount, creditTotal, contraTotal, created {by {id, name}, on}, approved | null, submitted | null,
 *   returnsRecorded | null, returnedCount, returnedTotal }], page, pageSize, total }. 401; 403.
 */
export function getBacsFiles(api: ApiClient, query: ListQuery<BacsFilesSort, BacsFilesFilter>, signal?: AbortSignal): Promise<Paged<BacsFileSummary>> {
  return api.get<Paged<BacsFileSummary>>(BACS_FILES_PATH, { query: listApiParams(query), signal });
}

export function getBacsFilesQueryOptions(api: ApiClient, query: ListQuery<BacsFilesSort, BacsFilesFilter>) {
  return queryOptions({ queryKey: staffQueryKey('bacs-files', 'list', query), queryFn: ({ signal }) => getBacsFiles(api, query, signal), placeholderData: keepPreviousData });
}

export function useBacsFiles(query: ListQuery<BacsFilesSort, BacsFilesFilter>) {
  return useQuery(getBacsFilesQueryOptions(useApiClient(), query));
}
