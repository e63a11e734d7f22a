import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath, memberQueryKey } from '@/api/query-keys';
import type { UpgradeQuotes } from '@/domain/account/upgrade';

/**
 * GET /members/{membershipNumber}/upgrade-quotes (designed, DESIGN.md §5)
 * Response 200: { currentTier, membershipEndDate, addsToDirectDebit (an active mandate: the upgrade joins
 *   the next collection), quotes: [{ tier, price (pounds including VAT: the yearly difference for the days
 *   left, today included), daysRemaining }] } for each tier above the current one (none on Pro).
 * 409 when the membership has ended (renew first); 401 / 403 / 404 as every member call.
 */
export function getUpgradeQuotes(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UpgradeQuotes> {
  return api.get<UpgradeQuotes>(`${memberPath(membershipNumber)}/upgrade-quotes`, { signal });
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
