import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { BacsLine } from '@/domain/bacs/bacsFile';
import type { BacsLinesFilter, BacsLinesSort } from '@/domain/bacs/bacsLists';
import { listApiParams, type ListQuery, type Paged } from '@/domain/lists/listQuery';
import { bacsFilePath } from './bacs-paths';
import { bacsFileQueryKey } from './get-bacs-file';

/**
 * GET /finance/bacs-files/{fileId}/lines?page&pageSize&sort&direction&search&returned (larderAdmin)
 * sort: lineNumber (default) | member | amount. Filters: search (member number or name, payee, reference),
 * returned (yes | no).
 * Response 200: { items: [{ id, lineNumber, membershipNumber, memberName, sortCode (masked '••-••-76'),
 *   accountNumber (masked '••••0368'), payeeName and reference (as Bacs will carry them: cleaned, at most 18
 *   characters), amount, transactionCount, returned {reason, recorded {by, on}} | null }], page, pageSize,
 *   total }. 401; 403; 404.
 */
export function getBacsFileLines(api: ApiClient, fileId: string, query: ListQuery<BacsLinesSort, BacsLinesFilter>, signal?: AbortSignal): Promise<Paged<BacsLine>> {
  return api.get<Paged<BacsLine>>(`${bacsFilePath(fileId)}/lines`, { query: listApiParams(query), signal });
}

export function getBacsFileLinesQueryOptions(api: ApiClient, fileId: string, query: ListQuery<BacsLinesSort, BacsLinesFilter>) {
  return queryOptions({
    queryKey: [...bacsFileQueryKey(fileId), 'lines', query],
    queryFn: ({ signal }) => getBacsFileLines(api, fileId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBacsFileLines(fileId: string, query: ListQuery<BacsLinesSort, BacsLinesFilter>) {
  return useQuery(getBacsFileLinesQueryOptions(useApiClient(), fileId, query));
}
