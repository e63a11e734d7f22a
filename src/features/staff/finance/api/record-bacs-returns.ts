import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { BacsFileDetail, RecordBacsReturnsRequest } from '@/domain/bacs/bacsFile';
import { bacsFilePath } from './bacs-paths';
import { bacsFileQueryKey } from './get-bacs-file';

/**
 * POST /finance/bacs-files/{fileId}/returns (larderAdmin), with an Idempotency-Key
 * Payload: { returns: [{ lineId, reason }] } (the bank's ARUCS report; empty when nothing came back).
 * Response 200: the file, ReturnsRecorded. Returned credits' cashback goes back to the member's wallet as
 *   Returned with the reason; the first report marks every other credit Paid. 400 unknown line, no reason,
 *   a line twice; 401; 403; 404; 409 not submitted yet, before the processing day, a line already returned.
 */
export async function recordBacsReturns(api: ApiClient, fileId: string, request: RecordBacsReturnsRequest): Promise<BacsFileDetail> {
  const idempotencyKey = await idempotencyKeyFor('bacs-file-returns', fileId, request);
  return api.post<BacsFileDetail>(`${bacsFilePath(fileId)}/returns`, request, { idempotencyKey });
}

export function useRecordBacsReturns(fileId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecordBacsReturnsRequest) => recordBacsReturns(api, fileId, request),
    onSuccess: (file) => {
      queryClient.setQueryData(bacsFileQueryKey(fileId), file);
      // Members' wallets changed too, but no member is in view on a staff screen: their queries load afresh.
      return queryClient.invalidateQueries({ queryKey: staffQueryKey('bacs-files') });
    },
  });
}
