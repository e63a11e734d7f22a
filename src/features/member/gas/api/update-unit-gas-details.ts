import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { GasDetailsRequest } from '@/domain/gas/gasDetailsSchema';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';
import { invalidateGasSafety } from './invalidate-gas-safety';

/** updateUnitGasDetails: sets a unit's gas supply and every appliance it has now; appliances left out are removed. */
export function updateUnitGasDetails(api: ApiClient, membershipNumber: string, unitId: string, request: GasDetailsRequest): Promise<UnitGasSafety> {
  return dataOf(api.PUT('/members/{membershipNumber}/gas-safety/units/{unitId}', { params: { path: { membershipNumber, unitId } }, body: request }));
}

export function useUpdateUnitGasDetails(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GasDetailsRequest) => updateUnitGasDetails(api, membershipNumber, unitId, request),
    onSuccess: () => invalidateGasSafety(queryClient, membershipNumber),
  });
}
