import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { GasDetailsRequest } from '@/domain/gas/gasDetailsSchema';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';
import { gasSafetyPath } from './gas-paths';
import { invalidateGasSafety } from './invalidate-gas-safety';

/**
 * PUT /members/{membershipNumber}/gas-safety/units/{unitId} (designed, DESIGN.md §5)
 * Payload: JSON { gasSupply: 'Mains' | 'LPG' | 'None', appliances: [{ id? (existing ones), name, location,
 *   interlocked }] } (none for 'None', at least one otherwise); appliances left out are removed.
 * Response 200: the unit's UnitGasSafety, its records kept. 400 a field refused; 404 not the member's
 *   unit; 409 a closed unit.
 */
export function updateUnitGasDetails(api: ApiClient, membershipNumber: string, unitId: string, request: GasDetailsRequest): Promise<UnitGasSafety> {
  return api.put<UnitGasSafety>(`${gasSafetyPath(membershipNumber)}/units/${encodeURIComponent(unitId)}`, request);
}

export function useUpdateUnitGasDetails(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GasDetailsRequest) => updateUnitGasDetails(api, membershipNumber, unitId, request),
    onSuccess: () => invalidateGasSafety(queryClient, membershipNumber),
  });
}
