import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { PeriodCashback } from '@/domain/rewards/periodCashback';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';

/** A member's cashback on a supplier-reported programme, period by period. */
export interface ProgrammeCashback {
  schemeType: SupplierReportedSchemeType;
  /** Percent of spend excluding VAT. */
  cashbackPercent: number;
  /** The period open now, or null between periods. */
  currentPeriod: ProgrammePeriod | null;
  /** Newest first: the current period, then every earlier one with purchases. */
  periods: PeriodCashback[];
  /** yyyy-MM-dd: when the approved cashback is paid (promised), or expected to be. */
  nextPayoutOn: string;
  /** An approved BACS file carries the money: the day is a promise, not an expectation. */
  nextPayoutConfirmed: boolean;
}

/** getProgrammeCashback: the member's cashback on a supplier-reported programme, period by period. */
export function getProgrammeCashback(
  api: ApiClient,
  schemeType: SupplierReportedSchemeType,
  membershipNumber: string,
  signal?: AbortSignal,
): Promise<ProgrammeCashback> {
  return dataOf(api.GET('/{programme}/members/{membershipNumber}/cashback', { params: { path: { programme: schemeType, membershipNumber } }, signal }));
}

export function getProgrammeCashbackQueryOptions(api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'rewards', schemeType, 'cashback'),
    queryFn: ({ signal }) => getProgrammeCashback(api, schemeType, membershipNumber, signal),
  });
}
