import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { BacsFileDetail } from '@/domain/bacs/bacsFile';
import { bacsFilePath } from './bacs-paths';
import { bacsFileQueryKey } from './get-bacs-file';

/**
 * POST /finance/bacs-files/{fileId}/approve (larderAdmin), with an Idempotency-Key; no body.
 * Draft → Approved, by a second Larder administrator.
 * Response 200: the file. 401; 403 a member or other staff, or the file's creator (text "A second Larder
 *   administrator must approve this file"); 404; 409 not a draft ("… is approved by {name}
 *   on {date}") or the file fails its checks.
 */
export async function approveBacsFile(api: ApiClient, fileId: string): Promise<BacsFileDetail> {
  const idempotencyKey = await idempotencyKeyFor('bacs-file-approve', fileId);
  return api.post<BacsFileDetail>(`${bacsFilePath(fileId)}/approve`, undefined, { idempotencyKey });
}

export function useApproveBacsFile(fileId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveBacsFile(api, fileId),
    onSuccess: (file) => {
      queryClient.setQueryData(bacsFileQueryKey(fileId), file);
      return queryClient.invalidateQueries({ queryKey: staffQueryKey('bacs-files') });
    },
  });
}
