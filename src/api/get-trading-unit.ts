import { queryOptions } from '@tanstack/react-query';
import type { UnitPremises } from '@/domain/units/unitPremises';
import { tradingUnitsQueryKey } from './get-trading-units';
import type { ApiClient } from './loader';
import { versionedDataOf, keepUnchangedVersion } from './versions';

/** getTradingUnit: one of the member's units, open or closed, with all its premises fields. */
export function getTradingUnit(api: ApiClient, membershipNumber: string, unitId: string, signal?: AbortSignal): Promise<UnitPremises> {
  return versionedDataOf(api.GET('/members/{membershipNumber}/units/{unitId}', { params: { path: { membershipNumber, unitId } }, signal }));
}

/** Under the units list's key, so whatever refreshes the list refreshes the unit too. */
export const tradingUnitQueryKey = (membershipNumber: string | undefined, unitId: string) => [...tradingUnitsQueryKey(membershipNumber), unitId] as const;

export function getTradingUnitQueryOptions(api: ApiClient, membershipNumber: string, unitId: string) {
  return queryOptions({
    queryKey: tradingUnitQueryKey(membershipNumber, unitId),
    queryFn: ({ signal }) => getTradingUnit(api, membershipNumber, unitId, signal),
    // Its version (ETag) belongs to the answer's own object: a new answer is kept as it came, unless it is the same.
    structuralSharing: keepUnchangedVersion,
  });
}
