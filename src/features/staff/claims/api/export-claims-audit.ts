import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { ClaimAuditFilter } from '@/domain/calor/claimReview';
import { STAFF_CLAIMS_PATH } from './claims-paths';

/**
 * GET /calor/claims/audit/export?reviewer&from&to&claimReference&decision (calorAdmin)
 * Response 200 text/csv: every audit entry matching the filters (not only one page), newest first, with
 *   the columns When, Who, Claim, Member, Decision or change, From, To, Reason or note. 400; 401; 403.
 */
export function exportClaimsAudit(api: ApiClient, filters: Partial<Record<ClaimAuditFilter, string>>): Promise<Blob> {
  return api.get<Blob>(`${STAFF_CLAIMS_PATH}/audit/export`, { query: filters, responseType: 'blob' });
}

export function useExportClaimsAudit() {
  const api = useApiClient();
  return useMutation({ mutationFn: (filters: Partial<Record<ClaimAuditFilter, string>>) => exportClaimsAudit(api, filters) });
}
