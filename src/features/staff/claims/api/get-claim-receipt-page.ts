import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';

/** getClaimReceiptPage: one page of a PDF receipt as a PNG image. */
export function getClaimReceiptPage(api: ApiClient, claimReference: string, page: number, signal?: AbortSignal): Promise<Blob> {
  return dataOf(api.GET('/calor/claims/{claimReference}/receipt/pages/{page}', { params: { path: { claimReference, page } }, parseAs: 'blob', signal }));
}

export function getClaimReceiptPageQueryOptions(api: ApiClient, claimReference: string, page: number) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'receipt-page', claimReference, page),
    queryFn: ({ signal }) => getClaimReceiptPage(api, claimReference, page, signal),
    staleTime: Infinity,
  });
}
