import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { bacsFilePath } from './bacs-paths';

/**
 * GET /finance/bacs-files/{fileId}/download (larderAdmin)
 * Response 200 text/plain: the Standard 18 records (100 characters each, credits then the contra), named
 *   by Content-Disposition. 401; 403; 404; 409 a draft (only an approved file may be downloaded).
 */
export function downloadBacsFile(api: ApiClient, fileId: string): Promise<Blob> {
  return api.get<Blob>(`${bacsFilePath(fileId)}/download`, { responseType: 'blob' });
}

export function useDownloadBacsFile(fileId: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: () => downloadBacsFile(api, fileId) });
}
