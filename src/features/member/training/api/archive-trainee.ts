import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import { invalidateTraining } from './invalidate-training';
import { traineesPath } from './training-paths';

/**
 * POST /members/{membershipNumber}/trainees/{traineeId}/archive (designed, DESIGN.md §5)
 * Payload: none. Response 200: the Trainee, status 'Archived' and archivedOn today; their certificates
 *   are kept. 404 not the member's trainee; 409 archived already.
 */
export function archiveTrainee(api: ApiClient, membershipNumber: string, traineeId: string): Promise<Trainee> {
  return api.post<Trainee>(`${traineesPath(membershipNumber)}/${encodeURIComponent(traineeId)}/archive`);
}

export function useArchiveTrainee(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (traineeId: string) => archiveTrainee(api, membershipNumber, traineeId),
    onSuccess: () => invalidateTraining(queryClient, membershipNumber),
  });
}
