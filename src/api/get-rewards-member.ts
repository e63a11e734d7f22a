import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { CalorAccount } from '@/domain/calor/calorAccount';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/**
 * Spec §3 "Member (rewards)": the member's standing on each rewards programme. Only Calor's slice is
 * typed so far; other programmes add theirs alongside (DESIGN.md §5).
 */
export interface RewardsMember {
  membershipNumber: string;
  calor: { accounts: CalorAccount[] };
}

/**
 * GET /offers/members/{membershipNumber} (designed, DESIGN.md §5)
 * Response 200: { membershipNumber, calor: { accounts: [{ id, accountStatus: 'Pending' | 'Approved' |
 *   'Rejected', isDirectAccountHolder, accountNumber?, premises }] } }. 401 / 403 / 404 as every member call.
 */
export function getRewardsMember(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RewardsMember> {
  return api.get<RewardsMember>(`/offers/members/${encodeURIComponent(membershipNumber)}`, { signal });
}

export const rewardsMemberQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'rewards');

export function getRewardsMemberQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: rewardsMemberQueryKey(membershipNumber),
    // Staff with no member in view have no rewards to load (DESIGN.md §5).
    queryFn: membershipNumber ? ({ signal }) => getRewardsMember(api, membershipNumber, signal) : skipToken,
  });
}

export function useRewardsMember(membershipNumber: string | undefined) {
  return useQuery(getRewardsMemberQueryOptions(useApiClient(), membershipNumber));
}
