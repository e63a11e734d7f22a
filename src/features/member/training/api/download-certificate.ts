import type { ApiClient } from '@/api/loader';
import { memberTrainingPath } from './training-paths';

/**
 * GET /members/{membershipNumber}/training/certificates/{certificateId}/file (designed, DESIGN.md §5)
 * Response 200: the uploaded file's bytes with its Content-Type (and Content-Disposition with its
 * name). 404 no such certificate for this member, or no file kept for it.
 */
export function downloadCertificate(api: ApiClient, membershipNumber: string, certificateId: string): Promise<Blob> {
  return api.get<Blob>(`${memberTrainingPath(membershipNumber)}/certificates/${encodeURIComponent(certificateId)}/file`, { responseType: 'blob' });
}
