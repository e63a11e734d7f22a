import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import type { ComplianceDocument, SignDocumentRequest } from '@/domain/documents/complianceDocument';
import { documentPath } from './document-paths';
import { documentQueryKey } from './get-document';

/**
 * POST /members/{membershipNumber}/documents/{documentId}/sign (designed, DESIGN.md §5)
 * Payload: { signature: { name, role, signedOn (yyyy-MM-dd), seniorPersonConfirmed (the policy) }, reviewDate }.
 * Completes the draft as the next version, kept read-only for good. Response 200: the document.
 * 400 a section not finished (checked against the definition), signedOn in the future, reviewDate not
 * after signing or more than 12 months after it, the policy not signed by the most senior person;
 * 404 not the member's document; 409 no draft to sign.
 */
export async function signDocument(api: ApiClient, membershipNumber: string, documentId: string, request: SignDocumentRequest, draftSavedOn?: string): Promise<ComplianceDocument> {
  // One draft is signed once: the key names the draft (its last save) and the signature.
  const idempotencyKey = await idempotencyKeyFor('sign-document', membershipNumber, documentId, draftSavedOn ?? null, request);
  return api.post<ComplianceDocument>(`${documentPath(membershipNumber, documentId)}/sign`, request, { idempotencyKey });
}

export function useSignDocument(membershipNumber: string, documentId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignDocumentRequest) =>
      signDocument(api, membershipNumber, documentId, request, queryClient.getQueryData<ComplianceDocument>(documentQueryKey(membershipNumber, documentId))?.draft?.savedOn),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, documentId), document);
      return invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
