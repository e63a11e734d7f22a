import { dataOf, type ApiClient } from '@/api/loader';
import type { PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import { periodCashbackCsv } from '@/domain/rewards/periodExport';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';

export interface PeriodCashbackExport {
  period: ProgrammePeriod;
  cashbackPercent: number;
  members: PeriodMemberCashback[];
}

/** getPeriodCashback: the whole period at once, every member's line, for the CSV export. */
export function getPeriodCashback(api: ApiClient, schemeType: SchemeType, periodId: string): Promise<PeriodCashbackExport> {
  return dataOf(api.GET('/{programme}/periods/{periodId}/cashback', { params: { path: { programme: schemeType, periodId } } }));
}

/** Every line of the period as a CSV file (a download: asked for, not shown). */
export async function exportPeriodCashback(api: ApiClient, schemeType: SchemeType, periodId: string): Promise<Blob> {
  const answer = await getPeriodCashback(api, schemeType, periodId);
  return new Blob([periodCashbackCsv(answer.period, answer.members)], { type: 'text/csv;charset=utf-8' });
}
