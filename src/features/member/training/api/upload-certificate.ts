import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { Certificate } from '@/domain/training/certificate';
import type { CertificateUpload } from '@/domain/training/certificateSchema';
import { invalidateTraining } from './invalidate-training';
import { memberTrainingPath } from './training-paths';

/** The multipart body: the fields, then the file; a stated expiry only when there is one. */
export function certificateFormData(upload: CertificateUpload): FormData {
  const body = new FormData();
  body.append('traineeId', upload.traineeId);
  body.append('courseId', upload.courseId);
  body.append('completedOn', upload.completedOn);
  if (upload.expiresOn) body.append('expiresOn', upload.expiresOn);
  body.append('file', upload.file, upload.file.name);
  return body;
}

/**
 * POST /members/{membershipNumber}/training/certificates (designed, DESIGN.md §5)
 * Payload: multipart/form-data: traineeId, courseId, completedOn (yyyy-MM-dd, not in the future),
 *   expiresOn (yyyy-MM-dd, optional: only when the certificate states one), file (PDF, JPEG or PNG, up to 10 MB).
 * Response 201: the Certificate, its expiresOn the stated one or completedOn plus the course's refresh
 *   period. 400 a field or the file refused (with the reason); 404 not the member's trainee; 409 an
 *   archived trainee; 403 without the training permission.
 */
export function uploadCertificate(api: ApiClient, membershipNumber: string, upload: CertificateUpload): Promise<Certificate> {
  return api.post<Certificate>(`${memberTrainingPath(membershipNumber)}/certificates`, certificateFormData(upload));
}

export function useUploadCertificate(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CertificateUpload) => uploadCertificate(api, membershipNumber, upload),
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
  });
}
