import { dataOf, type ApiClient } from '@/api/loader';

/** The data records alone (for bureau software that adds the labels) or the fully labelled Standard 18 file. */
export type BacsFileFormat = 'data' | 'labelled';

/** downloadBacsFile: an approved file in Bacs Standard 18, in the form asked for. */
export function downloadBacsFile(api: ApiClient, fileId: string, format: BacsFileFormat): Promise<Blob> {
  return dataOf(api.GET('/finance/bacs-files/{fileId}/download', { params: { path: { fileId }, query: { format } }, parseAs: 'blob' }));
}
