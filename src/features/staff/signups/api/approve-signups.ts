import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { BulkApprovalResult } from '@/domain/rewards/staffSignup';
import { signupsQueryKey } from './signup-query-keys';

/** approveSignups: approves the sign-ups staff ticked and confirmed; any decided meanwhile is skipped with why. */
export function approveSignups(api: ApiClient, schemeType: SchemeType, signupIds: readonly string[], idempotencyKey: string): Promise<BulkApprovalResult> {
  return dataOf(
    api.POST('/{programme}/signups/approve', {
      params: { path: { programme: schemeType }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { signupIds: [...signupIds] },
    }),
  );
}

export function useApproveSignups(schemeType: SchemeType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`approveSignups:${schemeType}`);
  return useMutation({
    mutationFn: (signupIds: readonly string[]) => approveSignups(api, schemeType, signupIds, attempt.keyFor(signupIds)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signupsQueryKey(schemeType) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
