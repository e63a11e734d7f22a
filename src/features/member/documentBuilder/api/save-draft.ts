import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import type { ComplianceDocument, SaveDraftRequest } from '@/domain/documents/complianceDocument';
import { documentPath } from './document-paths';
import { documentQueryKey } from './get-document';

/**
 * PUT /members/{membershipNumber}/documents/{documentId}/draft (designed, DESIGN.md §5)
 * Payload: { answers (by section, then question: as typed, complete or not), step (the step to resume at) }.
 * Response 200: the document. 400 answers not an object, or step out of range; 404 not the member's
 * document; 409 no draft is open (a signed version is never changed: start a review).
 */
export function saveDraft(api: ApiClient, membershipNumber: string, documentId: string, request: SaveDraftRequest): Promise<ComplianceDocument> {
  return api.put<ComplianceDocument>(`${documentPath(membershipNumber, documentId)}/draft`, request);
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
