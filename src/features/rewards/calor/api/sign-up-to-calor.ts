import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { rewardsMemberQueryKey } from '@/api/get-rewards-member';
import type { ApiClient } from '@/api/loader';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { CalorAccount } from '@/domain/calor/calorAccount';
import type { CalorSignupRequest } from '@/domain/calor/calorSignupSchema';
import { calorMemberPath } from './calor-paths';

/**
 * POST /calor/members/{membershipNumber}/signup (designed, DESIGN.md §5)
 * Payload: JSON { isDirectAccountHolder, accountNumber? (required when direct), premises }.
 * Response 201: the new account { id, accountStatus: 'Pending', isDirectAccountHolder, accountNumber?,
 *   premises }. 400 a field missing; 409 a Pending or Approved account already covers these premises
 *   or this account number.
 */
export async function signUpToCalor(api: ApiClient, membershipNumber: string, request: CalorSignupRequest): Promise<CalorAccount> {
  const idempotencyKey = await idempotencyKeyFor('calor-signup', membershipNumber, request);
  return api.post<CalorAccount>(`${calorMemberPath(membershipNumber)}/signup`, request, { idempotencyKey });
}

export function useSignUpToCalor(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CalorSignupRequest) => signUpToCalor(api, membershipNumber, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsMemberQueryKey(membershipNumber) }),
  });
}
