import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { ifMatchOf, isVersionMismatch, versionedDataOf } from '@/api/versions';
import type { Trainee } from '@/domain/training/trainee';
import type { TraineeRequest } from '@/domain/training/traineeSchema';
import { traineeQueryKey } from './get-trainee';
import { invalidateTraining } from '@/api/invalidate-training';

/** updateTrainee: changes an active trainee's names, job role, unit and start date. */
export function updateTrainee(api: ApiClient, membershipNumber: string, traineeId: string, request: TraineeRequest, ifMatch: string): Promise<Trainee> {
  return versionedDataOf(
    api.PUT('/members/{membershipNumber}/trainees/{traineeId}', { params: { path: { membershipNumber, traineeId }, header: { 'If-Match': ifMatch } }, body: request }),
  );
}

export function useUpdateTrainee(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The trainee's record, read when the edit opened (TraineeFormModal), says which version it changes.
    mutationFn: ({ traineeId, request }: { traineeId: string; request: TraineeRequest }) =>
      updateTrainee(api, membershipNumber, traineeId, request, ifMatchOf(queryClient.getQueryData(traineeQueryKey(membershipNumber, traineeId)))),
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
    onError: (error, { traineeId }) => (isVersionMismatch(error) ? queryClient.invalidateQueries({ queryKey: traineeQueryKey(membershipNumber, traineeId) }) : undefined),
  });
}
