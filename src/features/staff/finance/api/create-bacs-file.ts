import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { BacsFileDetail, CreateBacsFileRequest } from '@/domain/bacs/bacsFile';
import { BACS_FILES_PATH } from './bacs-paths';

/**
 * POST /finance/bacs-files (larderAdmin), with an Idempotency-Key
 * Payload: { periodIds: [period id, …], processingDate: yyyy-MM-dd }
 * Response 201: the new Draft file (as GET /finance/bacs-files/{fileId}). 400 no periods, an unknown
 *   period, a processing day that is not a working day or is under 2 working days ahead; 401; 403; 409
 *   nothing payable in these periods (or nobody owed it has bank details that pass the checks).
 */
export async function createBacsFile(api: ApiClient, request: CreateBacsFileRequest): Promise<BacsFileDetail> {
  const idempotencyKey = await idempotencyKeyFor('bacs-file-create', request);
  return api.post<BacsFileDetail>(BACS_FILES_PATH, request, { idempotencyKey });
}

export function useCreateBacsFile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBacsFileRequest) => createBacsFile(api, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey('bacs-files') }),
  });
}
