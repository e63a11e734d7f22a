import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';
import { gasSafetyPath, gasSafetyQueryKey } from './gas-paths';

/**
 * GET /members/{membershipNumber}/gas-safety (designed, DESIGN.md §5)
 * Response 200: [UnitGasSafety] (src/domain/gas/gasSafety.ts), one per unit whose gas is recorded
 * (closed units included): { unitId, gasSupply: 'Mains' | 'LPG' | 'None', appliances: [{ id, name,
 * location, interlocked }], records: [{ id, unitId, inspectedOn, engineerName, engineerBusiness,
 * gasSafeNumber, result: 'Pass' | 'PassWithAdvice' | 'Fail', defects, actions, certificate: { name,
 * contentType, size } | null, recordedOn }] newest first }. The units themselves come from GET /members/{n}/units.
 */
export function getGasSafety(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<UnitGasSafety[]> {
  return api.get<UnitGasSafety[]>(gasSafetyPath(membershipNumber), { signal });
}

export function getGasSafetyQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: gasSafetyQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getGasSafety(api, membershipNumber, signal) : skipToken,
  });
}

export function useGasSafety(membershipNumber: string | undefined) {
  return useQuery(getGasSafetyQueryOptions(useApiClient(), membershipNumber));
}
