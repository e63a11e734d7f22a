import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { StaffSignup } from '@/domain/rewards/staffSignup';
import { signupsPath, signupsQueryKey } from './signup-paths';

/**
 * POST /{programme}/signups/{signupId}/approve (designed, DESIGN.md §5). No payload.
 * Response 200: the sign-up, Approved (a Calor account: the member can claim from now on). 409 it is no longer
 *   pending: "This sign-up was already approved by … on …"; 404; 401; 403 as the list.
 */
export async function approveSignup(api: ApiClient, schemeType: SchemeType, signupId: string) {
  const idempotencyKey = await idempotencyKeyFor('signup-approve', schemeType, signupId);
  return api.post<StaffSignup>(`${signupsPath(schemeType)}/${encodeURIComponent(signupId)}/approve`, undefined, { idempotencyKey });
}

export function useApproveSignup(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signupId: string) => approveSignup(api, schemeType, signupId),
    // Settled either way: a refusal means someone else decided it, which the list should show too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: signupsQueryKey(schemeType) }),
  });
}
