import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';

/**
 * POST /members/{membershipNumber}/documents/upload (designed, DESIGN.md §5)
 * Payload: multipart: documentType, unitId (left out for the whole business), reviewDate (yyyy-MM-dd),
 * file (PDF, Word .doc/.docx, JPEG or PNG; at most 10 MB). Replaces any file uploaded before for that
 * document; built versions are untouched.
 * Response 201: the document's summary. 400 the type or size of the file, a missing field, or a unit given
 * for a whole-business document; 404 not the member's unit; 409 the unit is closed.
 */
export function uploadDocument(api: ApiClient, membershipNumber: string, body: FormData): Promise<ComplianceDocumentSummary> {
  return api.post<ComplianceDocumentSummary>(`${memberPath(membershipNumber)}/documents/upload`, body);
}

export function useUploadDocument(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => uploadDocument(api, membershipNumber, body),
    onSuccess: () => invalidateCompliance(queryClient, membershipNumber),
  });
}
