import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import { trainingQueryKey, traineesPath } from './training-paths';

/**
 * GET /members/{membershipNumber}/trainees/{traineeId} (designed, DESIGN.md §5)
 * Response 200: the Trainee. 404 an unknown id, or the trainee of another member (no probing for ids);
 * 403 without the training permission.
 */
export function getTrainee(api: ApiClient, membershipNumber: string, traineeId: string, signal?: AbortSignal): Promise<Trainee> {
  return api.get<Trainee>(`${traineesPath(membershipNumber)}/${encodeURIComponent(traineeId)}`, { signal });
}

export const traineeQueryKey = (membershipNumber: string | undefined, traineeId: string) =>
  [...trainingQueryKey(membershipNumber), 'trainee', traineeId] as const;

export function getTraineeQueryOptions(api: ApiClient, membershipNumber: string | undefined, traineeId: string | undefined) {
  return queryOptions({
    queryKey: traineeQueryKey(membershipNumber, traineeId ?? ''),
    queryFn: membershipNumber && traineeId ? ({ signal }) => getTrainee(api, membershipNumber, traineeId, signal) : skipToken,
  });
}

/** Pass no id (not a GUID) and nothing is asked: the screen shows the not-found page itself. */
export function useTrainee(membershipNumber: string | undefined, traineeId: string | undefined) {
  return useQuery(getTraineeQueryOptions(useApiClient(), membershipNumber, traineeId));
}
