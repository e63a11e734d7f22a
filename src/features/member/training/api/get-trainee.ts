import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { versionedDataOf, keepUnchangedVersion } from '@/api/versions';
import type { Trainee } from '@/domain/training/trainee';
import { trainingQueryKey } from '@/api/invalidate-training';

/** getTrainee: one of the member's trainees; another member's is as unknown as a missing one (404). */
export function getTrainee(api: ApiClient, membershipNumber: string, traineeId: string, signal?: AbortSignal): Promise<Trainee> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/trainees/{traineeId}', { params: { path: { membershipNumber, traineeId } }, signal }));
}

export const traineeQueryKey = (membershipNumber: string | undefined, traineeId: string) =>
  [...trainingQueryKey(membershipNumber), 'trainee', traineeId] as const;

export function getTraineeQueryOptions(api: ApiClient, membershipNumber: string, traineeId: string) {
  return queryOptions({
    queryKey: traineeQueryKey(membershipNumber, traineeId),
    queryFn: ({ signal }) => getTrainee(api, membershipNumber, traineeId, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}

export function useTrainee(membershipNumber: string, traineeId: string): Trainee {
  return useSuspenseQuery(getTraineeQueryOptions(useApiClient(), membershipNumber, traineeId)).data;
}
