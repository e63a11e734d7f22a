import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { BacsFileDetail, RecordBacsReturnsRequest } from '@/domain/bacs/bacsFile';
import { bacsFileQueryKey } from './get-bacs-file';

/** recordBacsReturns: the bank's returned credits (ARUCS) against a submitted file; the rest are paid. */
export function recordBacsReturns(api: ApiClient, fileId: string, request: RecordBacsReturnsRequest, idempotencyKey: string): Promise<BacsFileDetail> {
  return dataOf(
    api.POST('/finance/bacs-files/{fileId}/returns', { params: { path: { fileId }, header: { 'Idempotency-Key': idempotencyKey } }, body: request }),
  );
}

export function useRecordBacsReturns(fileId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`recordBacsReturns:${fileId}`);
  return useMutation({
    mutationFn: (request: RecordBacsReturnsRequest) => recordBacsReturns(api, fileId, request, attempt.keyFor(request)),
    onSuccess: (file) => {
      queryClient.setQueryData(bacsFileQueryKey(fileId), file);
      // Members' wallets changed too, but no member is in view on a staff screen: their queries load afresh.
      return queryClient.invalidateQueries({ queryKey: staffQueryKey('bacs-files') });
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
