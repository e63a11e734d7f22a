import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { DefaultDocument } from '@/domain/documents/defaultDocument';

/** getDefaultFoodSafety: the version new food safety documents start from, and every version, newest first. */
export function getDefaultFoodSafety(api: ApiClient, signal?: AbortSignal): Promise<DefaultDocument> {
  return dataOf(api.GET('/default-documents/food-safety', { signal }));
}

export const defaultFoodSafetyQueryKey = () => staffQueryKey('default-documents', 'food-safety');

export function getDefaultFoodSafetyQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: defaultFoodSafetyQueryKey(), queryFn: ({ signal }) => getDefaultFoodSafety(api, signal) });
}
