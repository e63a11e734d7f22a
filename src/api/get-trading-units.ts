import { queryOptions } from '@tanstack/react-query';
import type { UnitPremises } from '@/domain/units/unitPremises';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/**
 * getTradingUnits: the member's units, open first, closed ones included; shared by every area whose
 * records belong to a unit (premises, documents, training, gas safety, rewards sign-ups).
 */
export function getTradingUnits(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UnitPremises[]> {
  return dataOf(api.GET('/members/{membershipNumber}/units', { params: { path: { membershipNumber } }, signal }));
}

export const tradingUnitsQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'units');

export function getTradingUnitsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: tradingUnitsQueryKey(membershipNumber),
    queryFn: ({ signal }) => getTradingUnits(api, membershipNumber, signal),
  });
}
