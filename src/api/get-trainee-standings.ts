import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { trainingQueryKey } from '@/api/invalidate-training';
import { dataOf, type ApiClient } from '@/api/loader';
import { readEveryPage } from '@/api/readEveryPage';
import type { TraineeStanding, TraineeStandingPage, TraineeStandingsQuery } from '@/domain/training/traineeStandings';

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
    ...PAGED_LIST_QUERY,
  });
}

/** The member's counts of active and archived trainees (the standings' counts, whatever the filters), read as a page of one. */
export function getTraineeCountsQueryOptions(api: ApiClient, membershipNumber: string) {
  return getTraineeStandingsQueryOptions(api, membershipNumber, { page: 1, pageSize: 1, includeArchived: false });
}

/**
 * Read with suspense, not as the list kit's other lists are: a first page arriving is then drawn in slices
 * React can break off (a store update, as useQuery's answer is, is drawn in one task: at 500 trainees a
 * 25 × 15 matrix and 400 units' filter took over half a second with the CPU slowed four times). Another
 * page or filter is a transition (the router's), so the page before stays on screen, filters, count, page
 * links and rows together, until the next page is drawn whole.
 */
export function useTraineeStandings(membershipNumber: string, query: TraineeStandingsQuery) {
  return useSuspenseQuery(getTraineeStandingsQueryOptions(useApiClient(), membershipNumber, query));
}

/** Every active trainee's standing (of one unit, or all), with the columns: every page of 100 read in turn. */
export interface EveryTraineeStanding {
  courseIds: string[];
  items: TraineeStanding[];
}

/**
 * For what covers every trainee at once (the inspection pack's matrix, who needs each course): every page of
 * 100, read in turn, so no one answer grows with the business.
 */
export function getEveryTraineeStandingQueryOptions(api: ApiClient, membershipNumber: string, unitId?: string) {
  return queryOptions({
    queryKey: [...trainingQueryKey(membershipNumber), 'trainee-standings', 'every', { unitId }] as const,
    queryFn: async ({ signal }): Promise<EveryTraineeStanding> => {
      const { items, last } = await readEveryPage((page, pageSize) =>
        getTraineeStandings(api, membershipNumber, { page, pageSize, unitId, includeArchived: false }, signal),
      );
      return { courseIds: last.courseIds, items };
    },
  });
}
