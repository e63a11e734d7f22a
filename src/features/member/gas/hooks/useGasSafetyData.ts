import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { getGasSafetyQueryOptions } from '@/api/get-gas-safety';

export interface GasSafetyData {
  units: TradingUnit[];
  gas: UnitGasSafety[];
}

/** The member's units and their gas safety: what My Gas Engineer reads, and its route's loader starts. */
export const gasSafetyQueries = (api: ApiClient, membershipNumber: string) =>
  [getUnitChoicesQueryOptions(api, membershipNumber), getGasSafetyQueryOptions(api, membershipNumber)] as const;

/** Both at once, suspended until they are in. */
export function useGasSafetyData(membershipNumber: string): GasSafetyData {
  return useSuspenseQueries({
    queries: gasSafetyQueries(useApiClient(), membershipNumber),
    combine: ([units, gas]) => ({ units: units.data, gas: gas.data }),
  });
}
