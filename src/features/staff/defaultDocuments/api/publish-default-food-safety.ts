import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { DefaultDocumentVersion, PublishDefaultRequest } from '@/domain/documents/defaultDocument';
import { defaultFoodSafetyQueryKey } from './get-default-food-safety';

/**
 * publishDefaultFoodSafety: the next version of the default food safety document, which members' new
 * food safety documents start from (existing ones are not changed).
 */
export function publishDefaultFoodSafety(api: ApiClient, request: PublishDefaultRequest, idempotencyKey: string): Promise<DefaultDocumentVersion> {
  return dataOf(api.POST('/default-documents/food-safety/versions', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: request }));
}

export function usePublishDefaultFoodSafety() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt('publishDefaultFoodSafety:food-safety');
  return useMutation({
    mutationFn: (request: PublishDefaultRequest) => publishDefaultFoodSafety(api, request, attempt.keyFor(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: defaultFoodSafetyQueryKey() }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
