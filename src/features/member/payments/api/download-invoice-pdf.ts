import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';

/**
 * GET /members/{membershipNumber}/invoices/{number}/pdf (designed, DESIGN.md §5)
 * Response 200: application/pdf, the full VAT invoice (Content-Disposition: attachment; filename=
 *   "Invoice-{number}.pdf"). 404 when the member has no such invoice; 401 / 403 as every member call.
 * Read through the loader as a Blob, with the bearer token: a plain link could not carry it.
 */
export function downloadInvoicePdf(api: ApiClient, membershipNumber: string, invoiceNumber: string): Promise<Blob> {
  return api.get<Blob>(`${memberPath(membershipNumber)}/invoices/${encodeURIComponent(invoiceNumber)}/pdf`, { responseType: 'blob' });
}

export const invoiceFileName = (invoiceNumber: string) => `Invoice-${invoiceNumber}.pdf`;

export function useDownloadInvoicePdf(membershipNumber: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: (invoiceNumber: string) => downloadInvoicePdf(api, membershipNumber, invoiceNumber) });
}
