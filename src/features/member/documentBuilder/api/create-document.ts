import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { documentQueryKey } from '@/api/get-document';

export interface CreateDocumentRequest {
  type: DocumentType;
  /** null: the whole business. */
  unitId: string | null;
}

/** createDocument: starts building a document, its draft prefilled (and from the defaults for food safety). */
export function createDocument(api: ApiClient, membershipNumber: string, request: CreateDocumentRequest, idempotencyKey: string): Promise<ComplianceDocument> {
  return dataOf(
    api.POST('/members/{membershipNumber}/documents', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useCreateDocument(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`createDocument:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: CreateDocumentRequest) => createDocument(api, membershipNumber, request, attempt.keyFor(request)),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, document.id), document);
      return invalidateCompliance(queryClient, membershipNumber);
    },
    onSettled: (_data, error) => attempt.settle(error),
  });
}
