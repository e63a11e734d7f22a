import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, isTimeout, type ApiClient } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { Certificate } from '@/domain/training/certificate';
import type { CertificateUpload } from '@/domain/training/certificateSchema';
import { invalidateTraining } from '@/api/invalidate-training';

/** uploadCertificate: records a trainee's certificate with its file, once per submission attempt. */
export function uploadCertificate(api: ApiClient, membershipNumber: string, upload: CertificateUpload, idempotencyKey: string): Promise<Certificate> {
  return dataOf(
    api.POST('/members/{membershipNumber}/training/certificates', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: upload,
      bodySerializer: formDataOf,
    }),
  );
}

export function useUploadCertificate(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`uploadCertificate:${membershipNumber}`);
  return useMutation({
    mutationFn: (upload: CertificateUpload) => uploadCertificate(api, membershipNumber, upload, attempt.keyFor(upload)),
    // No answer in time: asking again with the same key is safe, and answers whether it arrived.
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
