import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { ImportedReport } from '@/domain/rewards/periodAdmin';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { periodPath, periodsQueryKey } from './period-paths';

/**
 * POST /{programme}/periods/{periodId}/purchase-reports, programme biopak | nisbets | booker (designed, DESIGN.md §5)
 * Payload: multipart, `report`: the same file as previewed.
 * Response 201: { id, fileName, importedOn, importedBy, invoices, totalExcludingVat }: every line applied as the members'
 *   purchases in the period. 422 JSON { message, problems: [{ line, reason }] } when any line is bad: then nothing is
 *   applied. 409 the same file (fingerprint of its content) was imported before, or the period no longer takes reports
 *   (cashback calculated); 400 no file, not .csv, over 5 MB; 404; 401; 403 not a larderAdmin.
 */
export async function importPurchaseReport(api: ApiClient, schemeType: SupplierReportedSchemeType, periodId: string, file: File) {
  const body = new FormData();
  body.append('report', file);
  const idempotencyKey = await idempotencyKeyFor('period-report-import', schemeType, periodId, file);
  return api.post<ImportedReport>(`${periodPath(schemeType, periodId)}/purchase-reports`, body, { idempotencyKey });
}

export function useImportPurchaseReport(schemeType: SupplierReportedSchemeType, periodId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importPurchaseReport(api, schemeType, periodId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey(schemeType) }),
  });
}
