import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { tradingUnitQueryKey } from '@/api/get-trading-unit';
import { tradingUnitsQueryKey } from '@/api/get-trading-units';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import { dataOf, type ApiClient } from '@/api/loader';
import type { UnitPremises, UnitRequest } from '@/domain/units/unitPremises';

/** updateUnit: replaces the unit's premises fields (a closed unit, or a franchise unit's types, is refused). */
export function updateUnit(api: ApiClient, membershipNumber: string, unitId: string, request: UnitRequest): Promise<UnitPremises> {
  return dataOf(api.PUT('/members/{membershipNumber}/units/{unitId}', { params: { path: { membershipNumber, unitId } }, body: request }));
}

export function useUpdateUnit(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UnitRequest) => updateUnit(api, membershipNumber, unitId, request),
    onSuccess: (unit) => {
      queryClient.setQueryData(tradingUnitQueryKey(membershipNumber, unitId), unit);
      queryClient.setQueryData(tradingUnitsQueryKey(membershipNumber), (units: UnitPremises[] | undefined) => units?.map((other) => (other.id === unit.id ? unit : other)));
      return invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
