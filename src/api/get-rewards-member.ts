import { queryOptions } from '@tanstack/react-query';
import type { CalorAccount } from '@/domain/calor/calorAccount';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/**
 * Spec §3 "Member (rewards)": the member's standing on each rewards programme. Only Calor's slice is
 * typed so far; other programmes add theirs alongside (DESIGN.md §5).
 */
export interface RewardsMember {
  membershipNumber: string;
  calor: { accounts: CalorAccount[] };
}

/** getRewardsMember: the member's accounts under the Calor scheme (claims need an Approved one). */
export function getRewardsMember(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RewardsMember> {
  return dataOf(api.GET('/offers/members/{membershipNumber}', { params: { path: { membershipNumber } }, signal }));
}

export const rewardsMemberQueryKey = (membershipNumber: string) => memberQueryKey(membershipNumber, 'rewards');

export function getRewardsMemberQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: rewardsMemberQueryKey(membershipNumber),
    queryFn: ({ signal }) => getRewardsMember(api, membershipNumber, signal),
  });
}
