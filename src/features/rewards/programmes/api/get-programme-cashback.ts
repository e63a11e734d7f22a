import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { PeriodCashback } from '@/domain/rewards/periodCashback';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { programmeMemberPath } from './programme-paths';

/** A member's cashback on a supplier-reported programme, period by period. */
export interface ProgrammeCashback {
  schemeType: SupplierReportedSchemeType;
  /** Percent of spend excluding VAT. */
  cashbackPercent: number;
  /** The period open now, or null between periods. */
  currentPeriod: ProgrammePeriod | null;
  /** Newest first: the current period, then every earlier one with purchases. */
  periods: PeriodCashback[];
  /** yyyy-MM-dd: the next payout run, which pays everything approved by then. */
  nextPayoutOn: string;
}

/**
 * GET /{programme}/members/{membershipNumber}/cashback, programme biopak | nisbets | booker (designed, DESIGN.md §5)
 * Response 200: { schemeType, cashbackPercent, currentPeriod: { id, name, startDate, endDate, state } | null,
 *   periods: [{ period, purchases: { count, totalExcludingVat, lastReportedOn }, cashback, cashbackState:
 *   'Estimate' | 'BeingWorkedOut' | 'Pending' | 'Approved' | 'InPayout' | 'Paid' | 'Reversed' | 'Returned',
 *   reason?, payoutId? }], nextPayoutOn }. 401 / 403 / 404 as every member call.
 */
export function getProgrammeCashback(api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string, signal?: AbortSignal) {
  return api.get<ProgrammeCashback>(`${programmeMemberPath(schemeType, membershipNumber)}/cashback`, { signal });
}

export function getProgrammeCashbackQueryOptions(api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'rewards', schemeType, 'cashback'),
    queryFn: membershipNumber ? ({ signal }) => getProgrammeCashback(api, schemeType, membershipNumber, signal) : skipToken,
  });
}

export function useProgrammeCashback(schemeType: SupplierReportedSchemeType, membershipNumber: string | undefined) {
  return useQuery(getProgrammeCashbackQueryOptions(useApiClient(), schemeType, membershipNumber));
}
