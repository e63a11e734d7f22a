import { dataOf, type ApiClient } from '@/api/loader';
import { CLAIM_AUDIT_ACTIONS, type ClaimAuditFilter } from '@/domain/calor/claimReview';
import { knownValue } from '@/domain/lists/knownValue';

/** exportClaimsAudit: every audit entry matching the filters (not one page) as a CSV file. */
export function exportClaimsAudit(api: ApiClient, filters: Partial<Record<ClaimAuditFilter, string>>): Promise<Blob> {
  const { reviewer, from, to, claimReference, decision } = filters;
  return dataOf(
    api.GET('/calor/claims/audit/export', {
      params: { query: { reviewer, from, to, claimReference, decision: knownValue(CLAIM_AUDIT_ACTIONS, decision) } },
      parseAs: 'blob',
    }),
  );
}
