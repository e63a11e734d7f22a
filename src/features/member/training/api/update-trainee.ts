import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import type { TraineeRequest } from '@/domain/training/traineeSchema';
import { invalidateTraining } from './invalidate-training';
import { traineesPath } from './training-paths';

/**
 * PUT /members/{membershipNumber}/trainees/{traineeId} (designed, DESIGN.md §5)
 * Payload: JSON { firstName, lastName, jobRole, unitId, startDate } as for adding one.
 * Response 200: the changed Trainee. 400 as for adding; 404 not the member's trainee or unit; 409 an
 *   archived trainee, or a move to a closed unit (staying at one's closed unit is allowed).
 */
export function updateTrainee(api: ApiClient, membershipNumber: string, traineeId: string, request: TraineeRequest): Promise<Trainee> {
  return api.put<Trainee>(`${traineesPath(membershipNumber)}/${encodeURIComponent(traineeId)}`, request);
}

export function useUpdateTrainee(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ traineeId, request }: { traineeId: string; request: TraineeRequest }) => updateTrainee(api, membershipNumber, traineeId, request),
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
  });
}
