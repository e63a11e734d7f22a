import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import type { ReportPreview } from '@/domain/rewards/supplierReport';
import { periodPath } from './period-paths';

export interface PurchaseReportPreview extends ReportPreview {
  fileName: string;
  /** The same file (by a fingerprint of its content) imported before, if it was. */
  duplicateOf: { fileName: string; importedOn: string; importedBy: string } | null;
}

/**
 * POST /{programme}/periods/{periodId}/purchase-reports/preview, programme biopak | nisbets | booker (designed, DESIGN.md §5)
 * Payload: multipart, `report`: the supplier's CSV file (columns Account number, Invoice number, Invoice date,
 *   Amount excluding VAT; a header line first).
 * Response 200: { fileName, rows: [{ line, accountNumber, invoiceNumber, invoiceDate, amountExcludingVat, membershipNumber,
 *   memberName }], problems: [{ line, reason }], totals: { invoices, members, totalExcludingVat }, duplicateOf }. Nothing is
 *   stored. 400 no file, not .csv, over 5 MB; 404; 401; 403 not a larderAdmin.
 */
export function previewPurchaseReport(api: ApiClient, schemeType: SupplierReportedSchemeType, periodId: string, file: File) {
  const body = new FormData();
  body.append('report', file);
  return api.post<PurchaseReportPreview>(`${periodPath(schemeType, periodId)}/purchase-reports/preview`, body);
}

export function usePreviewPurchaseReport(schemeType: SupplierReportedSchemeType, periodId: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: (file: File) => previewPurchaseReport(api, schemeType, periodId, file) });
}
