import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { listApiParams, type ListQuery, type Paged } from '@/domain/lists/listQuery';
import type { StaffPeriod } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodsPath, periodsQueryKey } from './period-paths';

/**
 * GET /{programme}/periods?page&pageSize&sort=startDate|name|state&direction=asc|desc&state=Upcoming|Open|ClosedForClaims|CashbackCalculated|Paid
 * (designed, DESIGN.md §5; programme calor | biopak | nisbets | booker)
 * Response 200: { items: [{ id, schemeType, name, startDate, endDate, state, memberCount, cashbackTotal }], page, pageSize, total }.
 * 401 no valid token; 403 not a larderAdmin.
 */
export function getPeriods(api: ApiClient, schemeType: SchemeType, query: ListQuery, signal?: AbortSignal) {
  return api.get<Paged<StaffPeriod>>(periodsPath(schemeType), { query: listApiParams(query), signal });
}

export function getPeriodsQueryOptions(api: ApiClient, schemeType: SchemeType, query: ListQuery) {
  return queryOptions({
    queryKey: [...periodsQueryKey(schemeType), 'list', listApiParams(query)] as const,
    queryFn: ({ signal }) => getPeriods(api, schemeType, query, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePeriods(schemeType: SchemeType, query: ListQuery) {
  return useQuery(getPeriodsQueryOptions(useApiClient(), schemeType, query));
}
