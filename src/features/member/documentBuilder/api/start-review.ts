import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import { documentPath } from './document-paths';
import { documentQueryKey } from './get-document';

/**
 * POST /members/{membershipNumber}/documents/{documentId}/draft (designed, DESIGN.md §5)
 * Starts a review: a new draft holding the latest signed version's answers (the association's defaults
 * never change an existing document). Response 201: the document. 404 not the member's document; 409 a
 * draft is already open, or nothing is signed yet.
 */
export function startReview(api: ApiClient, membershipNumber: string, documentId: string): Promise<ComplianceDocument> {
  return api.post<ComplianceDocument>(`${documentPath(membershipNumber, documentId)}/draft`);
}

export function useStartReview(membershipNumber: string, documentId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startReview(api, membershipNumber, documentId),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, documentId), document);
      return invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
