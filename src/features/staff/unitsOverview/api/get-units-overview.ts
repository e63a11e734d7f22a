import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { OVERVIEW_PAGE_SIZE, type UnitsOverviewFilter, type UnitsOverviewPage } from '@/domain/units/unitsOverview';

/** The query string of the overview calls: the filter, without empty parts. */
export function overviewQuery(filter: Omit<UnitsOverviewFilter, 'page'>) {
  return { search: filter.search || undefined, businessTypeId: filter.businessTypeId || undefined, rating: filter.rating || undefined };
}

/** getUnitsOverview: one page of every member's units, filtered and paged by the server. */
export function getUnitsOverview(api: ApiClient, filter: UnitsOverviewFilter, signal?: AbortSignal): Promise<UnitsOverviewPage> {
  return dataOf(api.GET('/units/overview', { params: { query: { ...overviewQuery(filter), page: filter.page, pageSize: OVERVIEW_PAGE_SIZE } }, signal }));
}

export function getUnitsOverviewQueryOptions(api: ApiClient, filter: UnitsOverviewFilter) {
  return queryOptions({
    queryKey: staffQueryKey('units-overview', filter),
    queryFn: ({ signal }) => getUnitsOverview(api, filter, signal),
    // The page in view stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useUnitsOverview(filter: UnitsOverviewFilter) {
  return useQuery(getUnitsOverviewQueryOptions(useApiClient(), filter));
}
