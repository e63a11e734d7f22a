import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import type { TraineeRequest } from '@/domain/training/traineeSchema';
import { invalidateTraining } from './invalidate-training';
import { traineesPath } from './training-paths';

/**
 * POST /members/{membershipNumber}/trainees (designed, DESIGN.md §5)
 * Payload: JSON { firstName, lastName, jobRole, unitId, startDate (yyyy-MM-dd) }.
 * Response 201: the new Trainee (status 'Active'). 400 a name missing or over 50 characters, an unknown
 *   job role, a start date unreadable or in the future; 404 a unit that is not the member's; 409 a closed
 *   unit; 403 without the training permission.
 */
export function createTrainee(api: ApiClient, membershipNumber: string, request: TraineeRequest): Promise<Trainee> {
  return api.post<Trainee>(traineesPath(membershipNumber), request);
}

export function useCreateTrainee(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TraineeRequest) => createTrainee(api, membershipNumber, request),
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
  });
}
