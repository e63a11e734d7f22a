import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { trainingQueryKey } from '@/api/invalidate-training';
import { dataOf, type ApiClient } from '@/api/loader';
import type { TraineeStandingPage, TraineeStandingsQuery } from '@/domain/training/traineeStandings';

/** getTraineeStandings: one page of the member's trainees, each with their training standing worked out by the server. */
export function getTraineeStandings(api: ApiClient, membershipNumber: string, query: TraineeStandingsQuery, signal?: AbortSignal): Promise<TraineeStandingPage> {
  const { page, pageSize, unitId, status, includeArchived } = query;
  return dataOf(
    api.GET('/members/{membershipNumber}/training/trainee-standings', {
      params: { path: { membershipNumber }, query: { page, pageSize, unitId, status, includeArchived: includeArchived || undefined } },
      signal,
    }),
  );
}

/** Under the member's training key, so a new trainee, a certificate or a role's requirement refreshes it. */
export function getTraineeStandingsQueryOptions(api: ApiClient, membershipNumber: string, query: TraineeStandingsQuery) {
  return queryOptions({
    queryKey: [...trainingQueryKey(membershipNumber), 'trainee-standings', query] as const,
    queryFn: ({ signal }) => getTraineeStandings(api, membershipNumber, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTraineeStandings(membershipNumber: string, query: TraineeStandingsQuery) {
  return useQuery(getTraineeStandingsQueryOptions(useApiClient(), membershipNumber, query));
}
