import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { saveFile } from '@/components/files/saveFile';
import type { PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import { periodCashbackCsv, periodCsvFileName } from '@/domain/rewards/periodExport';
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

/** Fetches every line of the period and saves it as a CSV file (a download, so a mutation: it is asked for, not shown). */
export function useExportPeriodCashback(schemeType: SchemeType, periodId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await getPeriodCashback(api, schemeType, periodId);
      saveFile(new Blob([periodCashbackCsv(answer.period, answer.members)], { type: 'text/csv;charset=utf-8' }), periodCsvFileName(answer.period));
      return answer;
    },
  });
}
