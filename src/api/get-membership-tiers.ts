import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipTierOffer } from '@/domain/account/upgrade';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { referenceDataQueryKey } from './query-keys';

/**
 * GET /members/reference-data/membership-tiers (designed, DESIGN.md §5; like call 1, any signed-in caller)
 * Response 200: [{ tier: 1 | 2 | 3 | 4, pricePerYear (pounds, including VAT), benefits: string[] }].
 * Shared: the upgrade page and the plan-to-renew page lay the tiers out.
 */
export function getMembershipTiers(api: ApiClient, signal?: AbortSignal): Promise<MembershipTierOffer[]> {
  return api.get<MembershipTierOffer[]>('/members/reference-data/membership-tiers', { signal });
}

export function getMembershipTiersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('membership-tiers'),
    queryFn: ({ signal }) => getMembershipTiers(api, signal),
    // Prices change with the association's year, not during a visit.
    staleTime: Infinity,
  });
}

export function useMembershipTiers() {
  return useQuery(getMembershipTiersQueryOptions(useApiClient()));
}
