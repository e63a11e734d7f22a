import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, isTimeout, type ApiClient } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { GasRecordUpload } from '@/domain/gas/gasRecordSchema';
import type { GasSafetyRecord } from '@/domain/gas/gasSafety';
import { invalidateGasSafety } from './invalidate-gas-safety';

/** recordGasInspection: records a unit's gas safety inspection with its certificate, once per submission attempt. */
export function recordGasInspection(
  api: ApiClient,
  membershipNumber: string,
  unitId: string,
  upload: GasRecordUpload,
  idempotencyKey: string,
): Promise<GasSafetyRecord> {
  return dataOf(
    api.POST('/members/{membershipNumber}/gas-safety/units/{unitId}/records', {
      params: { path: { membershipNumber, unitId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: upload,
      bodySerializer: formDataOf,
    }),
  );
}

export function useRecordGasInspection(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`recordGasInspection:${unitId}`);
  return useMutation({
    mutationFn: (upload: GasRecordUpload) => recordGasInspection(api, membershipNumber, unitId, upload, attempt.keyFor(upload)),
    // No answer in time: asking again with the same key is safe, and answers whether it arrived.
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
    onSuccess: () => invalidateGasSafety(queryClient, membershipNumber),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
