import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { BacsFileDetail, CreateBacsFileRequest } from '@/domain/bacs/bacsFile';

/** createBacsFile: builds a Draft payout file from the approved cashback of the periods chosen. */
export function createBacsFile(api: ApiClient, request: CreateBacsFileRequest, idempotencyKey: string): Promise<BacsFileDetail> {
  return dataOf(api.POST('/finance/bacs-files', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: request }));
}

export function useCreateBacsFile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // Staff-wide: no member or file to name the attempt by yet.
  const attempt = useSubmissionAttempt('createBacsFile');
  return useMutation({
    mutationFn: (request: CreateBacsFileRequest) => createBacsFile(api, request, attempt.keyFor(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey('bacs-files') }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
