import { useQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getTradingUnitsQueryOptions } from '@/api/get-trading-units';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { combineLoads, type CombinedLoad } from '@/session/CombinedDataLoad';
import { getGasSafetyQueryOptions } from '../api/get-gas-safety';

export interface GasSafetyData {
  units: TradingUnit[];
  gas: UnitGasSafety[];
}

/** The member's units and their gas safety, at once. */
export function useGasSafetyData(membershipNumber: string | undefined): CombinedLoad<GasSafetyData> {
  const api = useApiClient();
  return useQueries({
    queries: [getTradingUnitsQueryOptions(api, membershipNumber), getGasSafetyQueryOptions(api, membershipNumber)],
    combine: (results) => {
      const load = combineLoads(results);
      if (load.status !== 'success') return load;
      const [units, gas] = load.data;
      return { status: 'success', data: { units, gas } };
    },
  });
}
