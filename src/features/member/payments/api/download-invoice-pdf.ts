import { dataOf, type ApiClient } from '@/api/loader';

/** downloadInvoicePdf: the full VAT invoice, read with the bearer token (a plain link could not carry it). */
export function downloadInvoicePdf(api: ApiClient, membershipNumber: string, invoiceNumber: string): Promise<Blob> {
  return dataOf(
    api.GET('/members/{membershipNumber}/invoices/{number}/pdf', { params: { path: { membershipNumber, number: invoiceNumber } }, parseAs: 'blob' }),
  );
}

export const invoiceFileName = (invoiceNumber: string) => `Invoice-${invoiceNumber}.pdf`;
