import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { DefaultDocumentVersion, PublishDefaultRequest } from '@/domain/documents/defaultDocument';
import { defaultFoodSafetyQueryKey } from './get-default-food-safety';

/**
 * POST /default-documents/food-safety/versions (designed, DESIGN.md §5)
 * Payload: { answers (the fromDefaults sections, checked against the food safety definition), note }.
 * Publishes the next version: members' new Food Safety Risk Assessments start from it; existing ones are
 * not changed. Response 201: the new version. 400 a section incomplete or no note; 403 not a {product}Admin.
 */
export function publishDefaultFoodSafety(api: ApiClient, request: PublishDefaultRequest): Promise<DefaultDocumentVersion> {
  return api.post<DefaultDocumentVersion>('/default-documents/food-safety/versions', request);
}

export function usePublishDefaultFoodSafety() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublishDefaultRequest) => publishDefaultFoodSafety(api, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: defaultFoodSafetyQueryKey() }),
  });
}
