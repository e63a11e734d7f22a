import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { accountSummaryQueryKey } from '@/api/get-account-summary';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { RenewalIntention } from '@/domain/account/accountSummary';
import type { PlanToRenewRequest } from '@/domain/account/renewal';

/** recordPlanToRenew: records that the member plans to renew, on which tier and how they will pay. */
export function recordPlanToRenew(api: ApiClient, membershipNumber: string, request: PlanToRenewRequest, idempotencyKey: string): Promise<RenewalIntention> {
  return dataOf(
    api.POST('/members/{membershipNumber}/renewals/plan-to-renew', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useRecordPlanToRenew(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`recordPlanToRenew:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: PlanToRenewRequest) => recordPlanToRenew(api, membershipNumber, request, attempt.keyFor(request)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey(membershipNumber) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
