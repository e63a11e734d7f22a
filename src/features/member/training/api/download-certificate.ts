import { dataOf, type ApiClient } from '@/api/loader';

/** downloadCertificate: the file uploaded with a certificate, as it was sent. */
export function downloadCertificate(api: ApiClient, membershipNumber: string, certificateId: string): Promise<Blob> {
  return dataOf(
    api.GET('/members/{membershipNumber}/training/certificates/{certificateId}/file', { params: { path: { membershipNumber, certificateId } }, parseAs: 'blob' }),
  );
}
