import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { overviewFilter, type UnitsOverviewPage, type UnitsOverviewQuery } from '@/domain/units/unitsOverview';

/** getUnitsOverview: one page of every member's units, filtered and paged by the server (its order is fixed). */
export function getUnitsOverview(api: ApiClient, query: UnitsOverviewQuery, signal?: AbortSignal): Promise<UnitsOverviewPage> {
  return dataOf(api.GET('/units/overview', { params: { query: { ...overviewFilter(query), page: query.page, pageSize: query.pageSize } }, signal }));
}

export function getUnitsOverviewQueryOptions(api: ApiClient, query: UnitsOverviewQuery) {
  return queryOptions({
    queryKey: staffQueryKey('units-overview', query),
    queryFn: ({ signal }) => getUnitsOverview(api, query, signal),
    // The page in view stays while the next one loads, so the table does not jump.
    ...PAGED_LIST_QUERY,
  });
}

/** Read without suspending: the table keeps its page while the next loads (ServerTable). */
export function useUnitsOverview(query: UnitsOverviewQuery) {
  return useQuery(getUnitsOverviewQueryOptions(useApiClient(), query));
}
