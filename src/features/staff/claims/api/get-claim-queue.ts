import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { ClaimQueueFilter, ClaimQueueSort, StaffClaimSummary } from '@/domain/calor/claimReview';
import { listApiParams, type ListQuery, type Paged } from '@/domain/lists/listQuery';
import { STAFF_CLAIMS_PATH } from './claims-paths';

/**
 * GET /calor/claims?page&pageSize&sort&direction&status&period&retailer&member&flagged (calorClaimsEmployee)
 * The review queue across members. sort: queue (Submitted first, then the rest; oldest first) |
 * submittedOn | purchaseDate | reference | member | cashback. Filters: status (Submitted | Approved |
 * Rejected | Paid), period (period id), retailer (retailer id), member (number or name, any part),
 * flagged (yes | no).
 * Response 200: { items: [{ claimReference, member {membershipNumber, name}, submittedOn, purchaseDate,
 *   retailer {id, name, postCode}, receiptNumber, totalCylinders, totalExcludingVat, cashback, status,
 *   period {id, name} | null, flags [SameReceipt | SameFile | OutsidePeriod | TooOld | UnusualQuantity],
 *   lastContactedOn | null }], page, pageSize, total }. 401; 403 without the role (members, other staff).
 */
export function getClaimQueue(api: ApiClient, query: ListQuery<ClaimQueueSort, ClaimQueueFilter>, signal?: AbortSignal): Promise<Paged<StaffClaimSummary>> {
  return api.get<Paged<StaffClaimSummary>>(STAFF_CLAIMS_PATH, { query: listApiParams(query), signal });
}

export function getClaimQueueQueryOptions(api: ApiClient, query: ListQuery<ClaimQueueSort, ClaimQueueFilter>) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'queue', query),
    queryFn: ({ signal }) => getClaimQueue(api, query, signal),
    // The page being read stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useClaimQueue(query: ListQuery<ClaimQueueSort, ClaimQueueFilter>) {
  return useQuery(getClaimQueueQueryOptions(useApiClient(), query));
}
