import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { documentQueryKey } from './get-document';

export interface CreateDocumentRequest {
  type: DocumentType;
  /** null: the whole business. */
  unitId: string | null;
}

/**
 * POST /members/{membershipNumber}/documents (designed, DESIGN.md §5)
 * Payload: { type, unitId (null for the whole business) }.
 * Response 201: the new document with its draft, prefilled with the business's name and, for food
 * safety, the association's current default document (its version recorded as defaultsVersion).
 * 400 unknown type, or a unit given for a whole-business document; 404 not the member's unit; 409 the
 * unit is closed, or the document exists already.
 */
export function createDocument(api: ApiClient, membershipNumber: string, request: CreateDocumentRequest): Promise<ComplianceDocument> {
  return api.post<ComplianceDocument>(`${memberPath(membershipNumber)}/documents`, request);
}

export function useCreateDocument(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDocumentRequest) => createDocument(api, membershipNumber, request),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(membershipNumber, document.id), document);
      return invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
