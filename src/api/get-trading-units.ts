import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { UnitPremises } from '@/domain/units/unitPremises';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/**
 * GET /members/{membershipNumber}/units (designed, DESIGN.md §5)
 * Response 200: [UnitPremises] (src/domain/units/unitPremises.ts: the TradingUnit fields every area reads,
 * plus the premises fields), open units first, then by name; closed units included. Shared: premises,
 * documents, training, gas safety and rewards sign-ups all belong to a unit.
 */
export function getTradingUnits(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UnitPremises[]> {
  return api.get<UnitPremises[]>(`${memberPath(membershipNumber)}/units`, { signal });
}

export const tradingUnitsQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'units');

export function getTradingUnitsQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: tradingUnitsQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getTradingUnits(api, membershipNumber, signal) : skipToken,
  });
}

export function useTradingUnits(membershipNumber: string | undefined) {
  return useQuery(getTradingUnitsQueryOptions(useApiClient(), membershipNumber));
}
