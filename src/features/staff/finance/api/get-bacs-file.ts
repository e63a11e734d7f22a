import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { BacsFileDetail } from '@/domain/bacs/bacsFile';

/** getBacsFile: one payout file with how many members it left out, its checks as run now and its file name. */
export function getBacsFile(api: ApiClient, fileId: string, signal?: AbortSignal): Promise<BacsFileDetail> {
  return dataOf(api.GET('/finance/bacs-files/{fileId}', { params: { path: { fileId } }, signal }));
}

export const bacsFileQueryKey = (fileId: string) => staffQueryKey('bacs-files', 'file', fileId);

export function getBacsFileQueryOptions(api: ApiClient, fileId: string) {
  return queryOptions({ queryKey: bacsFileQueryKey(fileId), queryFn: ({ signal }) => getBacsFile(api, fileId, signal) });
}
