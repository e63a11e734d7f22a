import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { ClaimAuditEntry, ClaimAuditFilter, ClaimAuditSort } from '@/domain/calor/claimReview';
import { listApiParams, type ListQuery, type Paged } from '@/domain/lists/listQuery';
import { STAFF_CLAIMS_PATH } from './claims-paths';

/**
 * GET /calor/claims/audit?page&pageSize&sort&direction&reviewer&from&to&claimReference&decision (calorAdmin)
 * Every submission, decision and change on every claim. sort: at (default, newest first) | claimReference
 * | reviewer. Filters: reviewer (name, any part), from / to (yyyy-MM-dd, inclusive), claimReference (any
 * part), decision (Submitted | Approved | Rejected | MemberContacted | Paid | PaymentReturned).
 * Response 200: { items: [{ id, at, by {id, name, kind: member | staff}, claimReference, membershipNumber,
 *   action, fromStatus | null, toStatus, reason | null }], page, pageSize, total }.
 * 400 bad dates or from after to; 401; 403 for anyone but a calorAdmin (a calorClaimsEmployee too).
 */
export function getClaimsAudit(api: ApiClient, query: ListQuery<ClaimAuditSort, ClaimAuditFilter>, signal?: AbortSignal): Promise<Paged<ClaimAuditEntry>> {
  return api.get<Paged<ClaimAuditEntry>>(`${STAFF_CLAIMS_PATH}/audit`, { query: listApiParams(query), signal });
}

export function getClaimsAuditQueryOptions(api: ApiClient, query: ListQuery<ClaimAuditSort, ClaimAuditFilter>) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'audit', query),
    queryFn: ({ signal }) => getClaimsAudit(api, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClaimsAudit(query: ListQuery<ClaimAuditSort, ClaimAuditFilter>) {
  return useQuery(getClaimsAuditQueryOptions(useApiClient(), query));
}
