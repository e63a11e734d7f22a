import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import { saveFile } from '@/components/files/saveFile';

/**
 * GET /members/{membershipNumber}/documents/{documentId}/upload (designed, DESIGN.md §5)
 * Response 200: the uploaded file itself (binary, with its Content-Type and a Content-Disposition naming
 * it). 404 no file uploaded, or not the member's document.
 */
export function downloadUploadedDocument(api: ApiClient, membershipNumber: string, documentId: string): Promise<Blob> {
  return api.get<Blob>(`${memberPath(membershipNumber)}/documents/${encodeURIComponent(documentId)}/upload`, { responseType: 'blob' });
}

export function useDownloadUploadedDocument(membershipNumber: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ documentId }: { documentId: string; fileName: string }) => downloadUploadedDocument(api, membershipNumber, documentId),
    onSuccess: (blob, { fileName }) => saveFile(blob, fileName),
  });
}
