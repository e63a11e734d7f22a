import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { ifMatchOf, isVersionMismatch, versionedDataOf } from '@/api/versions';
import type { GasDetailsRequest } from '@/domain/gas/gasDetailsSchema';
import type { UnitGasSafety } from '@/domain/gas/gasSafety';
import { gasSafetyQueryKey } from '@/api/get-gas-safety';
import { invalidateGasSafety } from './invalidate-gas-safety';

/** updateUnitGasDetails: sets a unit's gas supply and every appliance it has now; appliances left out are removed. */
export function updateUnitGasDetails(api: ApiClient, membershipNumber: string, unitId: string, request: GasDetailsRequest, ifMatch: string): Promise<UnitGasSafety> {
  return versionedDataOf(
    api.PUT('/members/{membershipNumber}/gas-safety/units/{unitId}', { params: { path: { membershipNumber, unitId }, header: { 'If-Match': ifMatch } }, body: request }),
  );
}

export function useUpdateUnitGasDetails(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GasDetailsRequest) =>
      updateUnitGasDetails(api, membershipNumber, unitId, request, ifMatchOf(queryClient.getQueryData(gasSafetyQueryKey(membershipNumber)))),
    onSuccess: () => invalidateGasSafety(queryClient, membershipNumber),
    onError: (error) => (isVersionMismatch(error) ? invalidateGasSafety(queryClient, membershipNumber) : undefined),
  });
}
