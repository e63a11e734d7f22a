import { queryOptions } from '@tanstack/react-query';
import { memberDocumentsQueryKey } from '@/api/get-member-documents';
import type { ApiClient } from '@/api/loader';
import { versionedDataOf, keepUnchangedVersion } from '@/api/versions';
import type { ComplianceDocument, ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';

/** getDocument: the whole document, with its open draft and every signed version, newest first. */
export function getDocument(api: ApiClient, membershipNumber: string, documentId: string, signal?: AbortSignal): Promise<ComplianceDocument> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/documents/{documentId}', { params: { path: { membershipNumber, documentId } }, signal }));
}

/** Under the documents list's key, so a change to any document refreshes the list and the document. */
export const documentQueryKey = (membershipNumber: string | undefined, documentId: string) => [...memberDocumentsQueryKey(membershipNumber), documentId] as const;

export function getDocumentQueryOptions(api: ApiClient, membershipNumber: string, documentId: string) {
  return queryOptions({
    queryKey: documentQueryKey(membershipNumber, documentId),
    queryFn: ({ signal }) => getDocument(api, membershipNumber, documentId, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}

/** Whether a document has anything to open: a signed version or a saved draft (an upload alone is started afresh). */
export const hasContent = (summary: ComplianceDocumentSummary) => Boolean(summary.latestVersion || summary.draftSavedOn);
