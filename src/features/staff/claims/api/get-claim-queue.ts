import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { CLAIM_STATUSES } from '@/domain/calor/claim';
import type { ClaimQueueFilter, ClaimQueueSort, StaffClaimSummary } from '@/domain/calor/claimReview';
import { knownValue, YES_NO } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';

/** getClaimQueue: one page of the review queue across every member's Calor claims. */
export function getClaimQueue(api: ApiClient, query: ListQuery<ClaimQueueSort, ClaimQueueFilter>, signal?: AbortSignal): Promise<Paged<StaffClaimSummary>> {
  const { page, pageSize, sort, direction, filters } = query;
  return dataOf(
    api.GET('/calor/claims', {
      params: {
        query: {
          page,
          pageSize,
          sort,
          direction,
          status: knownValue(CLAIM_STATUSES, filters.status),
          period: filters.period,
          retailer: filters.retailer,
          member: filters.member,
          flagged: knownValue(YES_NO, filters.flagged),
        },
      },
      signal,
    }),
  );
}

export function getClaimQueueQueryOptions(api: ApiClient, query: ListQuery<ClaimQueueSort, ClaimQueueFilter>) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'queue', query),
    queryFn: ({ signal }) => getClaimQueue(api, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useClaimQueue(query: ListQuery<ClaimQueueSort, ClaimQueueFilter>) {
  return useQuery(getClaimQueueQueryOptions(useApiClient(), query));
}
