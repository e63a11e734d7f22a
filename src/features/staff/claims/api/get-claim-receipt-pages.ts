import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import type { components } from '@/api/openapi';
import { staffQueryKey } from '@/api/query-keys';

export type ReceiptPages = components['schemas']['ReceiptPages'];

/** getClaimReceiptPages: a PDF receipt's pages, rendered by the API to images (the PDF itself never opens here). */
export function getClaimReceiptPages(api: ApiClient, claimReference: string, signal?: AbortSignal): Promise<ReceiptPages> {
  return dataOf(api.GET('/calor/claims/{claimReference}/receipt/pages', { params: { path: { claimReference } }, signal }));
}

export function getClaimReceiptPagesQueryOptions(api: ApiClient, claimReference: string) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'receipt-pages', claimReference),
    queryFn: ({ signal }) => getClaimReceiptPages(api, claimReference, signal),
    // A receipt never changes once uploaded.
    staleTime: Infinity,
  });
}
