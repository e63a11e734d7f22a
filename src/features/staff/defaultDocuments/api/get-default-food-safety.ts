import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { DefaultDocument } from '@/domain/documents/defaultDocument';

/**
 * GET /default-documents/food-safety (designed, DESIGN.md §5)
 * Response 200: { current: { version, answers (the food safety definition's fromDefaults sections),
 * publishedOn, publishedBy, note }, versions: [{ version, publishedOn, publishedBy, note }] newest first }.
 * 403 not a {product}Admin.
 */
export function getDefaultFoodSafety(api: ApiClient, signal?: AbortSignal): Promise<DefaultDocument> {
  return api.get<DefaultDocument>('/default-documents/food-safety', { signal });
}

export const defaultFoodSafetyQueryKey = () => staffQueryKey('default-documents', 'food-safety');

export function getDefaultFoodSafetyQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: defaultFoodSafetyQueryKey(), queryFn: ({ signal }) => getDefaultFoodSafety(api, signal) });
}

export function useDefaultFoodSafety() {
  return useQuery(getDefaultFoodSafetyQueryOptions(useApiClient()));
}
