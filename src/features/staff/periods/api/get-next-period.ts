import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { PeriodDates } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodsQueryKey } from './period-query-keys';

/** getNextPeriod: the period staff are offered next, from the programme's rhythm. */
export function getNextPeriod(api: ApiClient, schemeType: SchemeType, signal?: AbortSignal): Promise<PeriodDates> {
  return dataOf(api.GET('/{programme}/periods/next', { params: { path: { programme: schemeType } }, signal }));
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
