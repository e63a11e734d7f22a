import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { memberDocumentsQueryKey } from '@/api/get-member-documents';
import { dataOf, type ApiClient } from '@/api/loader';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';

/** getDocument: the whole document, with its open draft and every signed version, newest first. */
export function getDocument(api: ApiClient, membershipNumber: string, documentId: string, signal?: AbortSignal): Promise<ComplianceDocument> {
  return dataOf(api.GET('/members/{membershipNumber}/documents/{documentId}', { params: { path: { membershipNumber, documentId } }, signal }));
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
