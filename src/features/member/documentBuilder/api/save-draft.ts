import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import { ifMatchOf, isVersionMismatch, versionedDataOf } from '@/api/versions';
import type { ComplianceDocument, SaveDraftRequest } from '@/domain/documents/complianceDocument';
import { documentQueryKey } from '@/api/get-document';

/** saveDraft: saves the open draft's answers as typed, complete or not, and the step to resume at. */
export function saveDraft(api: ApiClient, membershipNumber: string, documentId: string, request: SaveDraftRequest, ifMatch: string): Promise<ComplianceDocument> {
  return versionedDataOf(
    api.PUT('/members/{membershipNumber}/documents/{documentId}/draft', { params: { path: { membershipNumber, documentId }, header: { 'If-Match': ifMatch } }, body: request }),
  );
}

export function useSaveDraft(membershipNumber: string, documentId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveDraftRequest) => saveDraft(api, membershipNumber, documentId, request, ifMatchOf(queryClient.getQueryData(documentQueryKey(membershipNumber, documentId)))),
    onError: (error) => (isVersionMismatch(error) ? queryClient.invalidateQueries({ queryKey: documentQueryKey(membershipNumber, documentId) }) : undefined),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, documentId), document);
      // The list (draft dates, statuses) and the dashboard; not this document, which is already fresh.
      void invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
