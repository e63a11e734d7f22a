import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { staffClaimPath } from './claims-paths';

/**
 * GET /calor/claims/{claimReference}/receipt (calorClaimsEmployee)
 * Response 200: the uploaded receipt's bytes, with its Content-Type (image/png, image/jpeg or
 * application/pdf). 401; 403 without the role; 404 no such claim or no file.
 */
export function getClaimReceipt(api: ApiClient, claimReference: string, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(`${staffClaimPath(claimReference)}/receipt`, { responseType: 'blob', signal });
}

export function getClaimReceiptQueryOptions(api: ApiClient, claimReference: string) {
  return queryOptions({
    queryKey: staffQueryKey('calor-claims', 'receipt', claimReference),
    queryFn: ({ signal }) => getClaimReceipt(api, claimReference, signal),
    // A receipt never changes once uploaded.
    staleTime: Infinity,
  });
}

export function useClaimReceipt(claimReference: string) {
  return useQuery(getClaimReceiptQueryOptions(useApiClient(), claimReference));
}
