import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { RenewalQuoteAnswer } from '@/domain/account/renewal';

/** getRenewalQuote: what renewing now costs and for which period, or why renewal online is not possible now. */
export function getRenewalQuote(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RenewalQuoteAnswer> {
  return dataOf(api.GET('/members/{membershipNumber}/renewals/quote', { params: { path: { membershipNumber } }, signal }));
}

export function getRenewalQuoteQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'renewal-quote'),
    // Not possible now is an answer (200 with the reason), not a failure: the page says why.
    queryFn: ({ signal }) => getRenewalQuote(api, membershipNumber, signal),
    staleTime: 0,
  });
}
