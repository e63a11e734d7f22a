import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { UpgradeQuotesAnswer } from '@/domain/account/upgrade';

/** getUpgradeQuotes: what moving up to each higher tier costs for the rest of this membership year, or why upgrading online is not possible now. */
export function getUpgradeQuotes(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UpgradeQuotesAnswer> {
  return dataOf(api.GET('/members/{membershipNumber}/upgrade-quotes', { params: { path: { membershipNumber } }, signal }));
}

export function getUpgradeQuotesQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'upgrade-quotes'),
    // Not possible now (the membership has ended) is an answer for the page to give (200 with the reason), not a failure.
    queryFn: ({ signal }) => getUpgradeQuotes(api, membershipNumber, signal),
    // A quote is for today: ask again each time the page opens.
    staleTime: 0,
  });
}
