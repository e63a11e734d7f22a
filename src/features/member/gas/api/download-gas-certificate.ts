import type { ApiClient } from '@/api/loader';
import { gasSafetyPath } from './gas-paths';

/**
 * GET /members/{membershipNumber}/gas-safety/records/{recordId}/certificate (designed, DESIGN.md §5)
 * Response 200: the record's file with its Content-Type. 404 no such record for this member.
 */
export function downloadGasCertificate(api: ApiClient, membershipNumber: string, recordId: string): Promise<Blob> {
  return api.get<Blob>(`${gasSafetyPath(membershipNumber)}/records/${encodeURIComponent(recordId)}/certificate`, { responseType: 'blob' });
}
