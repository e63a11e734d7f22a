import { dataOf, type ApiClient } from '@/api/loader';

/** downloadUploadedDocument: the file the member uploaded for a document, as uploaded. */
export function downloadUploadedDocument(api: ApiClient, membershipNumber: string, documentId: string): Promise<Blob> {
  return dataOf(api.GET('/members/{membershipNumber}/documents/{documentId}/upload', { params: { path: { membershipNumber, documentId } }, parseAs: 'blob' }));
}
