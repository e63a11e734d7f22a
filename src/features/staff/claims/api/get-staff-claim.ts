import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { StaffClaimDetail } from '@/domain/calor/claimReview';
import { staffClaimPath } from './claims-paths';

/**
 * GET /calor/claims/{claimReference} (calorClaimsEmployee)
 * Response 200: the member's claim (as GET /calor/members/{n}/claims answers it) plus member {membershipNumber,
 *   name}, period {id, name, startDate, endDate, state} | null, receipt {name, type, size}, cashbackPercent,
 *   flags [{kind, …details}], history [audit entries, oldest first], version (send it with a decision).
 * 401; 403 without the role; 404 no such claim.
 */
export function getStaffClaim(api: ApiClient, claimReference: string, signal?: AbortSignal): Promise<StaffClaimDetail> {
  return api.get<StaffClaimDetail>(staffClaimPath(claimReference), { signal });
}

export const staffClaimQueryKey = (claimReference: string) => staffQueryKey('calor-claims', 'claim', claimReference);

export function getStaffClaimQueryOptions(api: ApiClient, claimReference: string) {
  return queryOptions({ queryKey: staffClaimQueryKey(claimReference), queryFn: ({ signal }) => getStaffClaim(api, claimReference, signal) });
}

export function useStaffClaim(claimReference: string) {
  return useQuery(getStaffClaimQueryOptions(useApiClient(), claimReference));
}
