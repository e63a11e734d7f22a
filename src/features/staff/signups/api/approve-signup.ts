import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { StaffSignup } from '@/domain/rewards/staffSignup';
import { signupsQueryKey } from './signup-query-keys';

/** approveSignup: approves a pending sign-up; one decided meanwhile is refused with who decided it. */
export function approveSignup(api: ApiClient, schemeType: SchemeType, signupId: string, idempotencyKey: string): Promise<StaffSignup> {
  return dataOf(
    api.POST('/{programme}/signups/{signupId}/approve', { params: { path: { programme: schemeType, signupId }, header: { 'Idempotency-Key': idempotencyKey } } }),
  );
}

export function useApproveSignup(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`approveSignup:${schemeType}`);
  return useMutation({
    mutationFn: (signupId: string) => approveSignup(api, schemeType, signupId, attempt.keyFor(signupId)),
    onSettled: (_data, error) => {
      attempt.settle(error);
      // Settled either way: a refusal means someone else decided it, which the list should show too.
      return queryClient.invalidateQueries({ queryKey: signupsQueryKey(schemeType) });
    },
  });
}
