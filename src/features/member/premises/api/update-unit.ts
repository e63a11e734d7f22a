import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { tradingUnitQueryKey } from '@/api/get-trading-unit';
import { tradingUnitsQueryKey } from '@/api/get-trading-units';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { UnitPremises, UnitRequest } from '@/domain/units/unitPremises';

/**
 * PUT /members/{membershipNumber}/units/{unitId} (designed, DESIGN.md §5)
 * Payload: as POST /members/{n}/units. Response 200: the unit. 400 as for creating it, or a coffee
 * franchise unit's business, food or equipment types changed (the franchise sets them); 404 not the
 * member's unit; 409 the unit is closed.
 */
export function updateUnit(api: ApiClient, membershipNumber: string, unitId: string, request: UnitRequest): Promise<UnitPremises> {
  return api.put<UnitPremises>(`${memberPath(membershipNumber)}/units/${encodeURIComponent(unitId)}`, request);
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
