import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { RenewalQuote } from '@/domain/account/renewal';

/** getRenewalQuote: what renewing now costs and for which period, or (409) why renewal online is not possible. */
export function getRenewalQuote(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RenewalQuote> {
  return dataOf(api.GET('/members/{membershipNumber}/renewals/quote', { params: { path: { membershipNumber } }, signal }));
}

export function getRenewalQuoteQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'renewal-quote'),
    queryFn: membershipNumber ? ({ signal }) => getRenewalQuote(api, membershipNumber, signal) : skipToken,
    staleTime: 0,
    // A refusal is an answer, not a failure: asking again would not change it.
    retry: false,
  });
}

export function useRenewalQuote(membershipNumber: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRenewalQuoteQueryOptions(useApiClient(), membershipNumber), enabled });
}
