import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { rewardsMemberQueryKey } from '@/api/get-rewards-member';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { CalorAccount } from '@/domain/calor/calorAccount';
import type { CalorSignupRequest } from '@/domain/calor/calorSignupSchema';

/** signUpToCalor: adds an account under the Calor scheme for one of the member's premises, Pending until staff decide. */
export function signUpToCalor(api: ApiClient, membershipNumber: string, request: CalorSignupRequest, idempotencyKey: string): Promise<CalorAccount> {
  return dataOf(
    api.POST('/calor/members/{membershipNumber}/signup', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useSignUpToCalor(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`calor-signup:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: CalorSignupRequest) => signUpToCalor(api, membershipNumber, request, attempt.keyFor(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsMemberQueryKey(membershipNumber) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
