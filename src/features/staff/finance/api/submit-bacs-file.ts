import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { BacsFileDetail } from '@/domain/bacs/bacsFile';
import { bacsFileQueryKey } from './get-bacs-file';

/** submitBacsFile: records an Approved file as sent to Bacs, so its cashback is being paid. */
export function submitBacsFile(api: ApiClient, fileId: string, idempotencyKey: string): Promise<BacsFileDetail> {
  return dataOf(api.POST('/finance/bacs-files/{fileId}/submit', { params: { path: { fileId }, header: { 'Idempotency-Key': idempotencyKey } } }));
}

export function useSubmitBacsFile(fileId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`submitBacsFile:${fileId}`);
  return useMutation({
    // No body: the file in the attempt's name is all there is to send.
    mutationFn: () => submitBacsFile(api, fileId, attempt.keyFor(null)),
    onSuccess: (file) => {
      queryClient.setQueryData(bacsFileQueryKey(fileId), file);
      return queryClient.invalidateQueries({ queryKey: staffQueryKey('bacs-files') });
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
