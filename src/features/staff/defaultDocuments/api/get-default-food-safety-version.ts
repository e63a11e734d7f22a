import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import type { DefaultDocumentVersion } from '@/domain/documents/defaultDocument';
import { defaultFoodSafetyQueryKey } from './get-default-food-safety';

/** getDefaultFoodSafetyVersion: one published version with its answers, never changed once published. */
export function getDefaultFoodSafetyVersion(api: ApiClient, version: number, signal?: AbortSignal): Promise<DefaultDocumentVersion> {
  return dataOf(api.GET('/default-documents/food-safety/versions/{version}', { params: { path: { version } }, signal }));
}

export function getDefaultFoodSafetyVersionQueryOptions(api: ApiClient, version: number) {
  return queryOptions({
    queryKey: [...defaultFoodSafetyQueryKey(), 'versions', version] as const,
    queryFn: ({ signal }) => getDefaultFoodSafetyVersion(api, version, signal),
    // A published version never changes.
    staleTime: Infinity,
  });
}
