import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';

/** downloadBacsFile: an approved file's Standard 18 records, for the Bacs submission software. */
export function downloadBacsFile(api: ApiClient, fileId: string): Promise<Blob> {
  return dataOf(api.GET('/finance/bacs-files/{fileId}/download', { params: { path: { fileId } }, parseAs: 'blob' }));
}

export function useDownloadBacsFile(fileId: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: () => downloadBacsFile(api, fileId) });
}
