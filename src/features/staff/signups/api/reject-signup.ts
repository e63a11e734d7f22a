import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { StaffSignup } from '@/domain/rewards/staffSignup';
import { signupsPath, signupsQueryKey } from './signup-paths';

/**
 * POST /{programme}/signups/{signupId}/reject (designed, DESIGN.md §5)
 * Payload: JSON { reason }: shown to the member on their sign-up page, who may correct and re-apply.
 * Response 200: the sign-up, Rejected. 400 no reason, or over 500 characters; 409 no longer pending ("already … by …
 *   on …"); 404; 401; 403 as the list.
 */
export async function rejectSignup(api: ApiClient, schemeType: SchemeType, signupId: string, reason: string) {
  const idempotencyKey = await idempotencyKeyFor('signup-reject', schemeType, signupId, reason);
  return api.post<StaffSignup>(`${signupsPath(schemeType)}/${encodeURIComponent(signupId)}/reject`, { reason }, { idempotencyKey });
}

export function useRejectSignup(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signupId, reason }: { signupId: string; reason: string }) => rejectSignup(api, schemeType, signupId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signupsQueryKey(schemeType) }),
  });
}
