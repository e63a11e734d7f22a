import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { DefaultDocumentVersion } from '@/domain/documents/defaultDocument';
import { defaultFoodSafetyQueryKey } from './get-default-food-safety';

/**
 * GET /default-documents/food-safety/versions/{version} (designed, DESIGN.md §5)
 * Response 200: that version { version, answers, publishedOn, publishedBy, note }, never changed once
 * published. 403 not a {product}Admin; 404 no such version.
 */
export function getDefaultFoodSafetyVersion(api: ApiClient, version: number, signal?: AbortSignal): Promise<DefaultDocumentVersion> {
  return api.get<DefaultDocumentVersion>(`/default-documents/food-safety/versions/${version}`, { signal });
}

export function getDefaultFoodSafetyVersionQueryOptions(api: ApiClient, version: number) {
  return queryOptions({
    queryKey: [...defaultFoodSafetyQueryKey(), 'versions', version] as const,
    queryFn: ({ signal }) => getDefaultFoodSafetyVersion(api, version, signal),
    // A published version never changes.
    staleTime: Infinity,
  });
}

export function useDefaultFoodSafetyVersion(version: number) {
  return useQuery(getDefaultFoodSafetyVersionQueryOptions(useApiClient(), version));
}
