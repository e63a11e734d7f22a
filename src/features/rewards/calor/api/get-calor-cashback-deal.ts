import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';

/** The current period's Calor deal, as the member sees it. */
export interface CalorCashbackDeal {
  /** Percent of each claim's total excluding VAT paid back (spec §2: cashback is on prices excluding VAT). */
  cashbackPercent: number;
  /** The claim period now open (spec §3 "date-range label"): e.g. 'January to June 2026'. */
  period: { name: string; startDate: string; endDate: string };
  /** yyyy-MM-dd: the last day claims for this period are accepted. */
  claimDeadline: string;
  /** Cashback from this period's Approved and Paid claims, in pounds. */
  cashbackToDate: number;
  /** How many of this period's claims are still waiting for approval, and what they would earn. */
  pendingClaims: number;
  pendingCashback: number;
}

/** getCalorCashbackDeal: the Calor deal in the current claim period, as the member sees it. */
export function getCalorCashbackDeal(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<CalorCashbackDeal> {
  return dataOf(api.GET('/calor/members/{membershipNumber}/cashback-deal', { params: { path: { membershipNumber } }, signal }));
}

export function getCalorCashbackDealQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'calor', 'cashback-deal'),
    queryFn: ({ signal }) => getCalorCashbackDeal(api, membershipNumber, signal),
  });
}
