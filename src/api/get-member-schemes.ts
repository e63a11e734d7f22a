import { queryOptions } from '@tanstack/react-query';
import type { MemberScheme } from '@/domain/rewards/memberScheme';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/** Call 7 (getMemberSchemes): every programme with the member's standing and cashback (the rewards home and the dashboard's card). */
export function getMemberSchemes(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MemberScheme[]> {
  return dataOf(api.GET('/offers/members/{membershipNumber}/schemes', { params: { path: { membershipNumber } }, signal }));
}

/** Under the member's 'rewards' key, so a change to any programme's sign-up refreshes it too. */
export const memberSchemesQueryKey = (membershipNumber: string) => memberQueryKey(membershipNumber, 'rewards', 'schemes');

export function getMemberSchemesQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberSchemesQueryKey(membershipNumber),
    queryFn: ({ signal }) => getMemberSchemes(api, membershipNumber, signal),
  });
}
