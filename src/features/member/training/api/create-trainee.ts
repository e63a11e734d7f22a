import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, isTimeout, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { Trainee } from '@/domain/training/trainee';
import type { TraineeRequest } from '@/domain/training/traineeSchema';
import { invalidateTraining } from '@/api/invalidate-training';

/** createTrainee: adds one of the member's staff as a trainee, once per submission attempt. */
export function createTrainee(api: ApiClient, membershipNumber: string, request: TraineeRequest, idempotencyKey: string): Promise<Trainee> {
  return dataOf(
    api.POST('/members/{membershipNumber}/trainees', { params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } }, body: request }),
  );
}

export function useCreateTrainee(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`createTrainee:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: TraineeRequest) => createTrainee(api, membershipNumber, request, attempt.keyFor(request)),
    // No answer in time: asking again with the same key is safe, and answers whether it arrived.
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
