import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';

/** getClaimReceipt: the receipt file the member uploaded with the claim, as it was uploaded. */
export function getClaimReceipt(api: ApiClient, claimReference: string, signal?: AbortSignal): Promise<Blob> {
  return dataOf(api.GET('/calor/claims/{claimReference}/receipt', { params: { path: { claimReference } }, parseAs: 'blob', signal }));
}

export function getClaimReceiptQueryOptions(api: ApiClient, claimReference: string) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'receipt', claimReference),
    queryFn: ({ signal }) => getClaimReceipt(api, claimReference, signal),
    // A receipt never changes once uploaded.
    staleTime: Infinity,
  });
}
