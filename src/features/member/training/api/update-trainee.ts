import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import type { TraineeRequest } from '@/domain/training/traineeSchema';
import { invalidateTraining } from './invalidate-training';

/** updateTrainee: changes an active trainee's names, job role, unit and start date. */
export function updateTrainee(api: ApiClient, membershipNumber: string, traineeId: string, request: TraineeRequest): Promise<Trainee> {
  return dataOf(api.PUT('/members/{membershipNumber}/trainees/{traineeId}', { params: { path: { membershipNumber, traineeId } }, body: request }));
}

export function useUpdateTrainee(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ traineeId, request }: { traineeId: string; request: TraineeRequest }) => updateTrainee(api, membershipNumber, traineeId, request),
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
  });
}
