import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { Trainee } from '@/domain/training/trainee';
import { trainingQueryKey, traineesPath } from './training-paths';

/**
 * GET /members/{membershipNumber}/trainees (designed, DESIGN.md §5)
 * Response 200: [Trainee] (src/domain/training/trainee.ts): { id, firstName, lastName, jobRole, unitId,
 * startDate (yyyy-MM-dd), status: 'Active' | 'Archived', archivedOn }, by last name, archived included.
 * 403 without the training permission.
 */
export function getTrainees(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Trainee[]> {
  return api.get<Trainee[]>(traineesPath(membershipNumber), { signal });
}

export const traineesQueryKey = (membershipNumber: string | undefined) => [...trainingQueryKey(membershipNumber), 'trainees'] as const;

export function getTraineesQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: traineesQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getTrainees(api, membershipNumber, signal) : skipToken,
  });
}

export function useTrainees(membershipNumber: string | undefined) {
  return useQuery(getTraineesQueryOptions(useApiClient(), membershipNumber));
}
