import { queryOptions } from '@tanstack/react-query';
import { isHttpError } from '@/api/httpError';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { UpgradeQuotes } from '@/domain/account/upgrade';

/** getUpgradeQuotes: what moving up to each higher tier costs for the rest of this membership year. */
export function getUpgradeQuotes(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UpgradeQuotes> {
  return dataOf(api.GET('/members/{membershipNumber}/upgrade-quotes', { params: { path: { membershipNumber } }, signal }));
}

/** The quotes, or the API's reason why upgrading is not possible now (its 409: the membership must be renewed first). */
export type UpgradeQuotesAnswer = { quotes: UpgradeQuotes; refused?: undefined } | { quotes?: undefined; refused: string };

export function getUpgradeQuotesQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'upgrade-quotes'),
    // A refusal is an answer for the page to give, not a failure for the route's error page.
    queryFn: async ({ signal }): Promise<UpgradeQuotesAnswer> => {
      try {
        return { quotes: await getUpgradeQuotes(api, membershipNumber, signal) };
      } catch (error) {
        if (isHttpError(error) && error.status === 409) return { refused: error.body };
        throw error;
      }
    },
    // A quote is for today: ask again each time the page opens.
    staleTime: 0,
  });
}
