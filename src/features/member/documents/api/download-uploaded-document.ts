import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { saveFile } from '@/components/files/saveFile';

/** downloadUploadedDocument: the file the member uploaded for a document, as uploaded. */
export function downloadUploadedDocument(api: ApiClient, membershipNumber: string, documentId: string): Promise<Blob> {
  return dataOf(api.GET('/members/{membershipNumber}/documents/{documentId}/upload', { params: { path: { membershipNumber, documentId } }, parseAs: 'blob' }));
}

export function useDownloadUploadedDocument(membershipNumber: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ documentId }: { documentId: string; fileName: string }) => downloadUploadedDocument(api, membershipNumber, documentId),
    onSuccess: (blob, { fileName }) => saveFile(blob, fileName),
  });
}
