import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { ClaimDecisionRequest, StaffClaimDetail } from '@/domain/calor/claimReview';
import { staffClaimQueryKey } from './get-staff-claim';

/** submitClaimDecision: a reviewer approves or rejects a Submitted claim, or records contacting the member. */
export function submitClaimDecision(api: ApiClient, claimReference: string, decision: ClaimDecisionRequest, idempotencyKey: string): Promise<StaffClaimDetail> {
  return dataOf(
    api.POST('/calor/claims/{claimReference}/decisions', {
      params: { path: { claimReference }, header: { 'Idempotency-Key': idempotencyKey } },
      body: decision,
    }),
  );
}

export function useSubmitClaimDecision(claimReference: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`submitClaimDecision:${claimReference}`);
  return useMutation({
    mutationFn: (decision: ClaimDecisionRequest) => submitClaimDecision(api, claimReference, decision, attempt.keyFor(decision)),
    onSuccess: (claim) => {
      queryClient.setQueryData(staffClaimQueryKey(claimReference), claim);
      // The queue and the audit both changed; the member's own claim list is theirs to reload.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffQueryKey('calor-claims', 'queue') }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey('calor-claims', 'audit') }),
      ]);
    },
    // A 409 means someone else changed it: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: staffClaimQueryKey(claimReference) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
