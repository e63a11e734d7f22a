import { queryOptions } from '@tanstack/react-query';
import { isHttpError } from '@/api/httpError';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { RenewalQuote } from '@/domain/account/renewal';

/** getRenewalQuote: what renewing now costs and for which period, or (409) why renewal online is not possible. */
export function getRenewalQuote(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RenewalQuote> {
  return dataOf(api.GET('/members/{membershipNumber}/renewals/quote', { params: { path: { membershipNumber } }, signal }));
}

/** The quote, or the API's reason why renewal online is not possible (its 409). */
export type RenewalQuoteAnswer = { quote: RenewalQuote; refused?: undefined } | { quote?: undefined; refused: string };

export function getRenewalQuoteQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'renewal-quote'),
    // A refusal is an answer, not a failure: the page says why, rather than the route's error page.
    queryFn: async ({ signal }): Promise<RenewalQuoteAnswer> => {
      try {
        return { quote: await getRenewalQuote(api, membershipNumber, signal) };
      } catch (error) {
        if (isHttpError(error) && error.status === 409) return { refused: error.body };
        throw error;
      }
    },
    staleTime: 0,
  });
}
