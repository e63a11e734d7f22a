import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { UpgradeQuotes } from '@/domain/account/upgrade';

/** getUpgradeQuotes: what moving up to each higher tier costs for the rest of this membership year. */
export function getUpgradeQuotes(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UpgradeQuotes> {
  return dataOf(api.GET('/members/{membershipNumber}/upgrade-quotes', { params: { path: { membershipNumber } }, signal }));
}

export function getUpgradeQuotesQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'upgrade-quotes'),
    queryFn: membershipNumber ? ({ signal }) => getUpgradeQuotes(api, membershipNumber, signal) : skipToken,
    // A quote is for today: ask again each time the page opens.
    staleTime: 0,
  });
}

export function useUpgradeQuotes(membershipNumber: string | undefined) {
  return useQuery(getUpgradeQuotesQueryOptions(useApiClient(), membershipNumber));
}
