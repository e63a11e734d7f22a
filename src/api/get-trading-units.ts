import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import { knownValue } from '@/domain/lists/knownValue';
import type { UnitPremises } from '@/domain/units/unitPremises';
import { UNIT_STATUSES, type UnitsFilter, type UnitsSort } from '@/domain/units/unitsList';
import { useApiClient } from './ApiClientContext';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/**
 * getTradingUnits: one page of the member's units with all their premises fields, open first, searched
 * and filtered by the server (Units & Premises). Screens that only name or pick a unit read getUnitChoices.
 */
export function getTradingUnits(api: ApiClient, membershipNumber: string, query: ListQuery<UnitsSort, UnitsFilter>, signal?: AbortSignal): Promise<Paged<UnitPremises>> {
  const { page, pageSize, filters } = query;
  return dataOf(
    api.GET('/members/{membershipNumber}/units', {
      params: { path: { membershipNumber }, query: { page, pageSize, search: filters.search, status: knownValue(UNIT_STATUSES, filters.status) } },
      signal,
    }),
  );
}

/** The root of every units query of a member (pages, choices, each unit): what a change to a unit refreshes. */
export const tradingUnitsQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'units');

export function getTradingUnitsQueryOptions(api: ApiClient, membershipNumber: string, query: ListQuery<UnitsSort, UnitsFilter>) {
  return queryOptions({
    queryKey: [...tradingUnitsQueryKey(membershipNumber), 'page', query] as const,
    queryFn: ({ signal }) => getTradingUnits(api, membershipNumber, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useTradingUnits(membershipNumber: string, query: ListQuery<UnitsSort, UnitsFilter>) {
  return useQuery(getTradingUnitsQueryOptions(useApiClient(), membershipNumber, query));
}
