import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { PeriodDates } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodsPath, periodsQueryKey } from './period-paths';

/**
 * GET /{programme}/periods/next (designed, DESIGN.md §5)
 * Response 200: { name, startDate, endDate } (yyyy-MM-dd): the period after the programme's latest one, from its
 *   rhythm (quarters; half-years for Calor and Nisbets). 401; 403 not a larderAdmin.
 */
export function getNextPeriod(api: ApiClient, schemeType: SchemeType, signal?: AbortSignal) {
  return api.get<PeriodDates>(`${periodsPath(schemeType)}/next`, { signal });
}

export function getNextPeriodQueryOptions(api: ApiClient, schemeType: SchemeType, enabled: boolean) {
  return queryOptions({
    queryKey: [...periodsQueryKey(schemeType), 'next'] as const,
    queryFn: ({ signal }) => getNextPeriod(api, schemeType, signal),
    enabled,
  });
}

/** Asked only when the create form opens. */
export function useNextPeriod(schemeType: SchemeType, enabled: boolean) {
  return useQuery(getNextPeriodQueryOptions(useApiClient(), schemeType, enabled));
}
