import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import type { DocumentUpload } from '@/domain/documents/uploadSchema';

/** uploadDocument: a document the member already has, replacing any file uploaded for it before. */
export function uploadDocument(api: ApiClient, membershipNumber: string, upload: DocumentUpload, idempotencyKey: string): Promise<ComplianceDocumentSummary> {
  return dataOf(
    api.POST('/members/{membershipNumber}/documents/upload', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: upload,
      bodySerializer: formDataOf,
    }),
  );
}

export function useUploadDocument(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`uploadDocument:${membershipNumber}`);
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(api, membershipNumber, upload, attempt.keyFor(upload)),
    onSuccess: () => invalidateCompliance(queryClient, membershipNumber),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
