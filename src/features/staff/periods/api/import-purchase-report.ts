import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { isHttpError } from '@/api/httpError';
import { dataOf, type ApiClient } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import type { components } from '@/api/openapi';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { ImportedReport } from '@/domain/rewards/periodAdmin';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { periodsQueryKey } from './period-query-keys';

/** A refused import's problem: `report-lines-invalid`, every bad line in its `lines` (api/areas/programme-staff.yaml). */
export type PurchaseReportRefusal = components['schemas']['PurchaseReportRefusal'];

/** The problem of an import refused for its lines, if that is what the error is. */
export function refusedReport(error: unknown): PurchaseReportRefusal | undefined {
  const problem = isHttpError(error) ? error.problem : undefined;
  return problem?.code === 'report-lines-invalid' && Array.isArray(problem.lines) ? (problem as PurchaseReportRefusal) : undefined;
}

/**
 * importPurchaseReport: applies every line of the supplier's report as members' purchases in the period;
 * when any line is bad nothing is applied, and the refusal lists every bad line (`refusedReport`).
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
