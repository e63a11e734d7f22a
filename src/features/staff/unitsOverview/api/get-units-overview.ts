import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import { OVERVIEW_PAGE_SIZE, type UnitsOverviewFilter, type UnitsOverviewPage } from '@/domain/units/unitsOverview';

/** The query string of the overview calls: the filter, without empty parts. */
export function overviewQuery(filter: Omit<UnitsOverviewFilter, 'page'>) {
  return { search: filter.search || undefined, businessTypeId: filter.businessTypeId || undefined, rating: filter.rating || undefined };
}

/**
 * GET /units/overview?search=&businessTypeId=&rating=&page=&pageSize= (designed, DESIGN.md §5)
 * Every member's units, filtered and paged by the server: search matches the membership number, the
 * unit's name or its postcode (any part, case and spaces ignored); rating is 0–5, Pass, Improvement
 * Required or Not rated. Response 200: { items: [{ membershipNumber, unit }], page, pageSize, totalCount },
 * by membership number, open units first. 400 a malformed filter or page; 403 not an administrator or
 * account manager.
 */
export function getUnitsOverview(api: ApiClient, filter: UnitsOverviewFilter, signal?: AbortSignal): Promise<UnitsOverviewPage> {
  return api.get<UnitsOverviewPage>('/units/overview', { query: { ...overviewQuery(filter), page: filter.page, pageSize: OVERVIEW_PAGE_SIZE }, signal });
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
