import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { tradingUnitQueryKey } from '@/api/get-trading-unit';
import { putUnitChoice } from '@/api/get-unit-choices';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import { ifMatchOf, isVersionMismatch, versionedDataOf } from '@/api/versions';
import type { UnitPremises, UnitRequest } from '@/domain/units/unitPremises';

/** updateUnit: replaces the unit's premises fields (a closed unit, or a franchise unit's types, is refused). */
export function updateUnit(api: ApiClient, membershipNumber: string, unitId: string, request: UnitRequest, ifMatch: string): Promise<UnitPremises> {
  return versionedDataOf(api.PUT('/members/{membershipNumber}/units/{unitId}', { params: { path: { membershipNumber, unitId }, header: { 'If-Match': ifMatch } }, body: request }));
}

export function useUpdateUnit(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UnitRequest) => updateUnit(api, membershipNumber, unitId, request, ifMatchOf(queryClient.getQueryData(tradingUnitQueryKey(membershipNumber, unitId)))),
    onError: (error) => (isVersionMismatch(error) ? queryClient.invalidateQueries({ queryKey: tradingUnitQueryKey(membershipNumber, unitId) }) : undefined),
    onSuccess: (unit) => {
      queryClient.setQueryData(tradingUnitQueryKey(membershipNumber, unitId), unit);
      putUnitChoice(queryClient, membershipNumber, unit);
      return invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
