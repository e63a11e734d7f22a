import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { accountSummaryQueryKey } from '@/api/get-account-summary';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { RenewalIntention } from '@/domain/account/accountSummary';
import type { NoPlanToRenewRequest } from '@/domain/account/renewal';

/** recordNoPlanToRenew: records that the member does not plan to renew, and why; the association follows it up. */
export function recordNoPlanToRenew(api: ApiClient, membershipNumber: string, request: NoPlanToRenewRequest, idempotencyKey: string): Promise<RenewalIntention> {
  return dataOf(
    api.POST('/members/{membershipNumber}/renewals/no-plan-to-renew', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useRecordNoPlanToRenew(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`recordNoPlanToRenew:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: NoPlanToRenewRequest) => recordNoPlanToRenew(api, membershipNumber, request, attempt.keyFor(request)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey(membershipNumber) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
