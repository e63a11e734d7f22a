import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { saveFile } from '@/components/files/saveFile';
import type { PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import { periodCashbackCsv, periodCsvFileName } from '@/domain/rewards/periodExport';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodPath } from './period-paths';

export interface PeriodCashbackExport {
  period: ProgrammePeriod;
  cashbackPercent: number;
  members: PeriodMemberCashback[];
}

/**
 * GET /{programme}/periods/{periodId}/cashback (designed, DESIGN.md §5)
 * Response 200: { period, cashbackPercent, members: [every member's line, as the members list, by membership number] }:
 *   the whole period at once, for the CSV export. 404; 401; 403 not a larderAdmin.
 */
export function getPeriodCashback(api: ApiClient, schemeType: SchemeType, periodId: string) {
  return api.get<PeriodCashbackExport>(`${periodPath(schemeType, periodId)}/cashback`);
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
