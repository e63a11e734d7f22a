import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { StaffClaimDetail } from '@/domain/calor/claimReview';

/** getStaffClaim: one claim with what a reviewer needs to decide it (flags, history, the version to send back). */
export function getStaffClaim(api: ApiClient, claimReference: string, signal?: AbortSignal): Promise<StaffClaimDetail> {
  return dataOf(api.GET('/calor/claims/{claimReference}', { params: { path: { claimReference } }, signal }));
}

export const staffClaimQueryKey = (claimReference: string) => staffQueryKey('calor-claims', 'claim', claimReference);

export function getStaffClaimQueryOptions(api: ApiClient, claimReference: string) {
  return queryOptions({ queryKey: staffClaimQueryKey(claimReference), queryFn: ({ signal }) => getStaffClaim(api, claimReference, signal) });
}
