import { queryOptions } from '@tanstack/react-query';
import type { MembershipTierOffer } from '@/domain/account/upgrade';
import { dataOf, type ApiClient } from './loader';
import { referenceDataQueryKey } from './query-keys';

/** getMembershipTiers: each tier's price and benefits, for the upgrade and plan-to-renew pages. */
export function getMembershipTiers(api: ApiClient, signal?: AbortSignal): Promise<MembershipTierOffer[]> {
  return dataOf(api.GET('/members/reference-data/membership-tiers', { signal }));
}

export function getMembershipTiersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('membership-tiers'),
    queryFn: ({ signal }) => getMembershipTiers(api, signal),
    // Prices change with the association's year, not during a visit.
    staleTime: Infinity,
  });
}
