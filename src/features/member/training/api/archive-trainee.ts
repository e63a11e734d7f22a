import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, isTimeout, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { Trainee } from '@/domain/training/trainee';
import { invalidateTraining } from '@/api/invalidate-training';

/** archiveTrainee: marks an active trainee as having left, keeping their certificates. */
export function archiveTrainee(api: ApiClient, membershipNumber: string, traineeId: string, idempotencyKey: string): Promise<Trainee> {
  return dataOf(
    api.POST('/members/{membershipNumber}/trainees/{traineeId}/archive', {
      params: { path: { membershipNumber, traineeId }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export function useArchiveTrainee(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`archiveTrainee:${membershipNumber}`);
  return useMutation({
    mutationFn: (traineeId: string) => archiveTrainee(api, membershipNumber, traineeId, attempt.keyFor(traineeId)),
    // No answer in time: the retry's same key gets the archived trainee, not "archived already".
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
