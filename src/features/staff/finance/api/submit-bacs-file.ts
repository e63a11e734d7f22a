import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { BacsFileDetail } from '@/domain/bacs/bacsFile';
import { bacsFilePath } from './bacs-paths';
import { bacsFileQueryKey } from './get-bacs-file';

/**
 * POST /finance/bacs-files/{fileId}/submit (larderAdmin), with an Idempotency-Key; no body.
 * Approved → Submitted: the file went to Bacs; each credit's cashback is being paid.
 * Response 200: the file. 401; 403; 404; 409 not approved.
 */
export async function submitBacsFile(api: ApiClient, fileId: string): Promise<BacsFileDetail> {
  const idempotencyKey = await idempotencyKeyFor('bacs-file-submit', fileId);
  return api.post<BacsFileDetail>(`${bacsFilePath(fileId)}/submit`, undefined, { idempotencyKey });
}

export function useSubmitBacsFile(fileId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitBacsFile(api, fileId),
    onSuccess: (file) => {
      queryClient.setQueryData(bacsFileQueryKey(fileId), file);
      return queryClient.invalidateQueries({ queryKey: staffQueryKey('bacs-files') });
    },
  });
}
