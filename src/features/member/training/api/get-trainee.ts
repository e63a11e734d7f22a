import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import { trainingQueryKey } from './invalidate-training';

/** getTrainee: one of the member's trainees; another member's is as unknown as a missing one (404). */
export function getTrainee(api: ApiClient, membershipNumber: string, traineeId: string, signal?: AbortSignal): Promise<Trainee> {
  return dataOf(api.GET('/members/{membershipNumber}/trainees/{traineeId}', { params: { path: { membershipNumber, traineeId } }, signal }));
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
