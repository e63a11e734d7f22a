import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import type { ComplianceDocument, SaveDraftRequest } from '@/domain/documents/complianceDocument';
import { documentQueryKey } from './get-document';

/** saveDraft: saves the open draft's answers as typed, complete or not, and the step to resume at. */
export function saveDraft(api: ApiClient, membershipNumber: string, documentId: string, request: SaveDraftRequest): Promise<ComplianceDocument> {
  return dataOf(api.PUT('/members/{membershipNumber}/documents/{documentId}/draft', { params: { path: { membershipNumber, documentId } }, body: request }));
}

export function useSaveDraft(membershipNumber: string, documentId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveDraftRequest) => saveDraft(api, membershipNumber, documentId, request),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, documentId), document);
      // The list (draft dates, statuses) and the dashboard; not this document, which is already fresh.
      void invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
