import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { accountSummaryQueryKey } from '@/api/get-account-summary';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { RenewalIntention } from '@/domain/account/accountSummary';
import type { NoPlanToRenewRequest } from '@/domain/account/renewal';

/**
 * POST /members/{membershipNumber}/renewals/no-plan-to-renew (designed, DESIGN.md §5)
 * Payload: { reason: 'ClosingBusiness' | 'TooExpensive' | 'NotUsingBenefits' | 'OtherProvider' | 'Other',
 *   comments: string | null (required for 'Other', at most 1,000 characters) }.
 * Response 201: the recorded intention { intention: 'NoPlanToRenew', recordedOn, reason, comments }; the
 *   association follows it up. 400 a bad reason or comments; 409 the membership has already ended.
 */
export function recordNoPlanToRenew(api: ApiClient, membershipNumber: string, request: NoPlanToRenewRequest): Promise<RenewalIntention> {
  return api.post<RenewalIntention>(`${memberPath(membershipNumber)}/renewals/no-plan-to-renew`, request);
}

export function useRecordNoPlanToRenew(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NoPlanToRenewRequest) => recordNoPlanToRenew(api, membershipNumber, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey(membershipNumber) }),
  });
}
