import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { accountSummaryQueryKey } from '@/api/get-account-summary';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { RenewalIntention } from '@/domain/account/accountSummary';
import type { PlanToRenewRequest } from '@/domain/account/renewal';

/**
 * POST /members/{membershipNumber}/renewals/plan-to-renew (designed, DESIGN.md §5)
 * Payload: { tier: 1–4, paymentMethod: 'Card' | 'DirectDebit' }.
 * Response 201: the recorded intention { intention: 'PlanToRenew', recordedOn, tier, paymentMethod }, which the
 *   account summary carries from then on. 400 a bad tier or method; 409 the membership has already ended.
 */
export function recordPlanToRenew(api: ApiClient, membershipNumber: string, request: PlanToRenewRequest): Promise<RenewalIntention> {
  return api.post<RenewalIntention>(`${memberPath(membershipNumber)}/renewals/plan-to-renew`, request);
}

export function useRecordPlanToRenew(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlanToRenewRequest) => recordPlanToRenew(api, membershipNumber, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey(membershipNumber) }),
  });
}
