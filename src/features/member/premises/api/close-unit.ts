import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { tradingUnitQueryKey } from '@/api/get-trading-unit';
import { tradingUnitsQueryKey } from '@/api/get-trading-units';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { UnitPremises } from '@/domain/units/unitPremises';

/**
 * POST /members/{membershipNumber}/units/{unitId}/close (designed, DESIGN.md §5)
 * No payload. Marks the unit closed (status 'Closed', closedOn today); it is kept, never deleted, with
 * all its records. Response 200: the unit. 404 not the member's unit; 409 already closed.
 */
export function closeUnit(api: ApiClient, membershipNumber: string, unitId: string): Promise<UnitPremises> {
  return api.post<UnitPremises>(`${memberPath(membershipNumber)}/units/${encodeURIComponent(unitId)}/close`);
}

export function useCloseUnit(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeUnit(api, membershipNumber, unitId),
    onSuccess: (unit) => {
      queryClient.setQueryData(tradingUnitQueryKey(membershipNumber, unitId), unit);
      queryClient.setQueryData(tradingUnitsQueryKey(membershipNumber), (units: UnitPremises[] | undefined) => units?.map((other) => (other.id === unit.id ? unit : other)));
      return invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
