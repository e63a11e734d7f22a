import { dataOf, type ApiClient } from '@/api/loader';

/** downloadGasCertificate: the certificate file uploaded with a gas safety record. */
export function downloadGasCertificate(api: ApiClient, membershipNumber: string, recordId: string): Promise<Blob> {
  return dataOf(
    api.GET('/members/{membershipNumber}/gas-safety/records/{recordId}/certificate', { params: { path: { membershipNumber, recordId } }, parseAs: 'blob' }),
  );
}
