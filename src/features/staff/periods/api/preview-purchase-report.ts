import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import type { ReportPreview } from '@/domain/rewards/supplierReport';

export interface PurchaseReportPreview extends ReportPreview {
  fileName: string;
  /** The same file (by a fingerprint of its content) imported before, if it was. */
  duplicateOf: { fileName: string; importedOn: string; importedBy: string } | null;
}

/** previewPurchaseReport: checks a supplier's report as the import would, storing nothing. */
export function previewPurchaseReport(api: ApiClient, schemeType: SupplierReportedSchemeType, periodId: string, file: File): Promise<PurchaseReportPreview> {
  return dataOf(
    api.POST('/{programme}/periods/{periodId}/purchase-reports/preview', {
      params: { path: { programme: schemeType, periodId } },
      body: { report: file },
      bodySerializer: formDataOf,
    }),
  );
}

export function usePreviewPurchaseReport(schemeType: SupplierReportedSchemeType, periodId: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: (file: File) => previewPurchaseReport(api, schemeType, periodId, file) });
}
