import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, formDataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { ImportedReport } from '@/domain/rewards/periodAdmin';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { periodsQueryKey } from './period-query-keys';

/**
 * importPurchaseReport: applies every line of the supplier's report as members' purchases in the period; a
 * 422 lists the bad lines (as JSON) when any line is bad, and then nothing is applied.
 */
export function importPurchaseReport(api: ApiClient, schemeType: SupplierReportedSchemeType, periodId: string, file: File, idempotencyKey: string): Promise<ImportedReport> {
  return dataOf(
    api.POST('/{programme}/periods/{periodId}/purchase-reports', {
      params: { path: { programme: schemeType, periodId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { report: file },
      bodySerializer: formDataOf,
    }),
  );
}

export function useImportPurchaseReport(schemeType: SupplierReportedSchemeType, periodId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`importPurchaseReport:${periodId}`);
  return useMutation({
    mutationFn: (file: File) => importPurchaseReport(api, schemeType, periodId, file, attempt.keyFor(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
