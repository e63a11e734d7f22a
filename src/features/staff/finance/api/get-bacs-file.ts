import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { BacsFileDetail } from '@/domain/bacs/bacsFile';
import { bacsFilePath } from './bacs-paths';

/**
 * GET /finance/bacs-files/{fileId} (larderAdmin)
 * Response 200: the file's summary plus approvedCashback {transactionCount, total}, exclusions [{
 *   membershipNumber, memberName, amount, transactionCount, reason: MissingBankDetails | FailedAccountCheck
 *   | FailedModulusCheck, detail }], checks [{ id, passed, summary }] as run now, fileName. 401; 403; 404.
 */
export function getBacsFile(api: ApiClient, fileId: string, signal?: AbortSignal): Promise<BacsFileDetail> {
  return api.get<BacsFileDetail>(bacsFilePath(fileId), { signal });
}

export const bacsFileQueryKey = (fileId: string) => staffQueryKey('bacs-files', 'file', fileId);

export function getBacsFileQueryOptions(api: ApiClient, fileId: string) {
  return queryOptions({ queryKey: bacsFileQueryKey(fileId), queryFn: ({ signal }) => getBacsFile(api, fileId, signal) });
}

export function useBacsFile(fileId: string) {
  return useQuery(getBacsFileQueryOptions(useApiClient(), fileId));
}
