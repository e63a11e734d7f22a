import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import { trainingQueryKey } from '@/api/invalidate-training';

/** getTrainees: every one of the member's trainees, archived ones included, by last name. */
export function getTrainees(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Trainee[]> {
  return dataOf(api.GET('/members/{membershipNumber}/trainees', { params: { path: { membershipNumber } }, signal }));
}

export const traineesQueryKey = (membershipNumber: string | undefined) => [...trainingQueryKey(membershipNumber), 'trainees'] as const;

export function getTraineesQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: traineesQueryKey(membershipNumber),
    queryFn: ({ signal }) => getTrainees(api, membershipNumber, signal),
  });
}
