import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { UnitPremises } from '@/domain/units/unitPremises';
import { useApiClient } from './ApiClientContext';
import { tradingUnitsQueryKey } from './get-trading-units';
import type { ApiClient } from './loader';
import { memberPath } from './query-keys';

/**
 * GET /members/{membershipNumber}/units/{unitId} (designed, DESIGN.md §5)
 * Response 200: UnitPremises. 404 when the member has no unit with this id (another member's unit
 * included: its existence is not given away).
 */
export function getTradingUnit(api: ApiClient, membershipNumber: string, unitId: string, signal?: AbortSignal): Promise<UnitPremises> {
  return api.get<UnitPremises>(`${memberPath(membershipNumber)}/units/${encodeURIComponent(unitId)}`, { signal });
}

/** Under the units list's key, so whatever refreshes the list refreshes the unit too. */
export const tradingUnitQueryKey = (membershipNumber: string | undefined, unitId: string) => [...tradingUnitsQueryKey(membershipNumber), unitId] as const;

export function getTradingUnitQueryOptions(api: ApiClient, membershipNumber: string | undefined, unitId: string) {
  return queryOptions({
    queryKey: tradingUnitQueryKey(membershipNumber, unitId),
    queryFn: membershipNumber && unitId ? ({ signal }) => getTradingUnit(api, membershipNumber, unitId, signal) : skipToken,
  });
}

export function useTradingUnit(membershipNumber: string | undefined, unitId: string) {
  return useQuery(getTradingUnitQueryOptions(useApiClient(), membershipNumber, unitId));
}
