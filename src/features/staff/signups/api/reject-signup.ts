import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { StaffSignup } from '@/domain/rewards/staffSignup';
import { signupsQueryKey } from './signup-query-keys';

/** rejectSignup: rejects a pending sign-up with the reason the member then sees on their sign-up page. */
export function rejectSignup(api: ApiClient, schemeType: SchemeType, signupId: string, reason: string, idempotencyKey: string): Promise<StaffSignup> {
  return dataOf(
    api.POST('/{programme}/signups/{signupId}/reject', {
      params: { path: { programme: schemeType, signupId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { reason },
    }),
  );
}

export function useRejectSignup(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`rejectSignup:${schemeType}`);
  return useMutation({
    mutationFn: (rejection: { signupId: string; reason: string }) => rejectSignup(api, schemeType, rejection.signupId, rejection.reason, attempt.keyFor(rejection)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signupsQueryKey(schemeType) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
