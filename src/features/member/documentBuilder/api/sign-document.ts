import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { ComplianceDocument, SignDocumentRequest } from '@/domain/documents/complianceDocument';
import { documentQueryKey } from '@/api/get-document';

/** signDocument: completes the draft as the document's next version, signed and read-only for good. */
export function signDocument(api: ApiClient, membershipNumber: string, documentId: string, request: SignDocumentRequest, idempotencyKey: string): Promise<ComplianceDocument> {
  return dataOf(
    api.POST('/members/{membershipNumber}/documents/{documentId}/sign', {
      params: { path: { membershipNumber, documentId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useSignDocument(membershipNumber: string, documentId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`signDocument:${documentId}`);
  return useMutation({
    mutationFn: (request: SignDocumentRequest) => signDocument(api, membershipNumber, documentId, request, attempt.keyFor(request)),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, documentId), document);
      return invalidateCompliance(queryClient, membershipNumber);
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
