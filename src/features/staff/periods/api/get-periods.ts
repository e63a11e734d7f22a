import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import type { StaffPeriod } from '@/domain/rewards/periodAdmin';
import { PERIOD_STATES } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodsQueryKey } from './period-query-keys';

export type PeriodListQuery = ListQuery<'startDate' | 'name' | 'state', 'state'>;

/** The list's query as the API takes it: every part stated; a state the address made up is no filter. */
const apiQuery = ({ page, pageSize, sort, direction, filters }: PeriodListQuery) => ({
  page,
  pageSize,
  sort,
  direction,
  state: PERIOD_STATES.find((state) => state === filters.state),
});

/** getPeriods: one page of a programme's periods, each with its members and cashback so far. */
export function getPeriods(api: ApiClient, schemeType: SchemeType, query: PeriodListQuery, signal?: AbortSignal): Promise<Paged<StaffPeriod>> {
  return dataOf(api.GET('/{programme}/periods', { params: { path: { programme: schemeType }, query: apiQuery(query) }, signal }));
}

export function getPeriodsQueryOptions(api: ApiClient, schemeType: SchemeType, query: PeriodListQuery) {
  return queryOptions({
    queryKey: [...periodsQueryKey(schemeType), 'list', apiQuery(query)] as const,
    queryFn: ({ signal }) => getPeriods(api, schemeType, query, signal),
    // The page on screen stays while the next one loads.
    ...PAGED_LIST_QUERY,
  });
}

export function usePeriods(schemeType: SchemeType, query: PeriodListQuery) {
  return useQuery(getPeriodsQueryOptions(useApiClient(), schemeType, query));
}
