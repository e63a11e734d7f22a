import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import { documentQueryKey } from '@/api/get-document';

/** startReview: opens a new draft from the latest signed version (the association's defaults never change it). */
export function startReview(api: ApiClient, membershipNumber: string, documentId: string, idempotencyKey: string): Promise<ComplianceDocument> {
  return dataOf(
    api.POST('/members/{membershipNumber}/documents/{documentId}/draft', {
      params: { path: { membershipNumber, documentId }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export function useStartReview(membershipNumber: string, documentId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`startReview:${documentId}`);
  return useMutation({
    mutationFn: () => startReview(api, membershipNumber, documentId, attempt.keyFor(documentId)),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, documentId), document);
      return invalidateCompliance(queryClient, membershipNumber);
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
