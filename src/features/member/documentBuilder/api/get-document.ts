import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { memberDocumentsQueryKey } from '@/api/get-member-documents';
import type { ApiClient } from '@/api/loader';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import { documentPath } from './document-paths';

/**
 * GET /members/{membershipNumber}/documents/{documentId} (designed, DESIGN.md §5)
 * Response 200: the document with its open draft ({ answers, step, savedOn, basedOnVersion,
 * defaultsVersion } | null) and every signed version, newest first ({ version, answers, signature,
 * reviewDate, completedAt, definitionRevision, defaultsVersion }). 404 not the member's document.
 */
export function getDocument(api: ApiClient, membershipNumber: string, documentId: string, signal?: AbortSignal): Promise<ComplianceDocument> {
  return api.get<ComplianceDocument>(documentPath(membershipNumber, documentId), { signal });
}

/** Under the documents list's key, so a change to any document refreshes the list and the document. */
export const documentQueryKey = (membershipNumber: string | undefined, documentId: string) => [...memberDocumentsQueryKey(membershipNumber), documentId] as const;

export function getDocumentQueryOptions(api: ApiClient, membershipNumber: string | undefined, documentId: string | undefined) {
  return queryOptions({
    queryKey: documentQueryKey(membershipNumber, documentId ?? ''),
    queryFn: membershipNumber && documentId ? ({ signal }) => getDocument(api, membershipNumber, documentId, signal) : skipToken,
  });
}

export function useDocument(membershipNumber: string | undefined, documentId: string | undefined) {
  return useQuery(getDocumentQueryOptions(useApiClient(), membershipNumber, documentId));
}
