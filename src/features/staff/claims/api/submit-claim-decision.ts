import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { ClaimDecisionRequest, StaffClaimDetail } from '@/domain/calor/claimReview';
import { staffClaimPath } from './claims-paths';
import { staffClaimQueryKey } from './get-staff-claim';

/**
 * POST /calor/claims/{claimReference}/decisions (calorClaimsEmployee), with an Idempotency-Key
 * Payload: { decision: 'Approve' | 'Reject' | 'MemberContacted', reason? (to reject, shown to the member),
 *   note? (what was said to the member), version (the claim's version as read) }
 * Response 200: the claim as GET /calor/claims/{claimReference} answers it, decided. 400 a rejection
 *   without its reason, a contact without its note, over 500 characters; 401; 403; 404; 409 already
 *   decided ("… has already been decided by {name} on {date}") or changed since it was read.
 */
export async function submitClaimDecision(api: ApiClient, claimReference: string, decision: ClaimDecisionRequest): Promise<StaffClaimDetail> {
  // The same decision sent twice (a double click, a retry) is made once; another reviewer's is their own.
  const idempotencyKey = await idempotencyKeyFor('calor-claim-decision', claimReference, decision);
  return api.post<StaffClaimDetail>(`${staffClaimPath(claimReference)}/decisions`, decision, { idempotencyKey });
}

export function useSubmitClaimDecision(claimReference: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ClaimDecisionRequest) => submitClaimDecision(api, claimReference, decision),
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
  });
}
