import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath, memberQueryKey } from '@/api/query-keys';
import type { RenewalQuote } from '@/domain/account/renewal';

/**
 * GET /members/{membershipNumber}/renewals/quote (designed, DESIGN.md §5)
 * Response 200: { tier, price, net, vat (pounds), periodStart, periodEnd (yyyy-MM-dd), directDebitAvailable,
 *   directDebitAccount ('Bank, account ending 1234') | null }: a lapsed membership restarts today; a running
 *   one continues from the day after it ends.
 * 409 with the reason when renewal online is not possible now: the renewal check refuses, something is
 *   owed, or the membership already runs beyond the 60-day renewal window. 401 / 403 / 404 as every member call.
 */
export function getRenewalQuote(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<RenewalQuote> {
  return api.get<RenewalQuote>(`${memberPath(membershipNumber)}/renewals/quote`, { signal });
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
