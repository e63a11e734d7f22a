import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { ClaimQueueOptions } from '@/domain/calor/claimReview';
import { STAFF_CLAIMS_PATH } from './claims-paths';

/**
 * GET /calor/claims/queue-options (calorClaimsEmployee)
 * Response 200: { periods: [{ id, name, startDate, endDate, state }], retailers: [{ id, name, postCode }],
 *   statuses, flags }: what the queue's filters offer. 401; 403 without the role.
 */
export function getClaimQueueOptions(api: ApiClient, signal?: AbortSignal): Promise<ClaimQueueOptions> {
  return api.get<ClaimQueueOptions>(`${STAFF_CLAIMS_PATH}/queue-options`, { signal });
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
