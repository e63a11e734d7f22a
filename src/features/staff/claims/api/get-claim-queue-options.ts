import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { ClaimQueueOptions } from '@/domain/calor/claimReview';

/** getClaimQueueOptions: the periods and retailers the review queue's filters offer. */
export function getClaimQueueOptions(api: ApiClient, signal?: AbortSignal): Promise<ClaimQueueOptions> {
  return dataOf(api.GET('/calor/claims/queue-options', { signal }));
}

export function getClaimQueueOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'queue-options'),
    queryFn: ({ signal }) => getClaimQueueOptions(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClaimQueueOptions() {
  return useQuery(getClaimQueueOptionsQueryOptions(useApiClient()));
}
