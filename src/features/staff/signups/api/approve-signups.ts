import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { BulkApprovalResult } from '@/domain/rewards/staffSignup';
import { signupsPath, signupsQueryKey } from './signup-paths';

/**
 * POST /{programme}/signups/approve (designed, DESIGN.md §5): bulk approval, after staff confirmed the count.
 * Payload: JSON { signupIds: [id] } (1 to 100).
 * Response 200: { approved: [id], skipped: [{ signupId, reason }] }: each sign-up still pending is approved; one decided
 *   meanwhile (by someone else) is skipped with why. 400 no ids, or more than 100; 401; 403 as the list.
 */
export async function approveSignups(api: ApiClient, schemeType: SchemeType, signupIds: readonly string[]) {
  const idempotencyKey = await idempotencyKeyFor('signups-approve', schemeType, signupIds);
  return api.post<BulkApprovalResult>(`${signupsPath(schemeType)}/approve`, { signupIds }, { idempotencyKey });
}

export function useApproveSignups(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signupIds: readonly string[]) => approveSignups(api, schemeType, signupIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signupsQueryKey(schemeType) }),
  });
}
