import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { tradingUnitQueryKey } from '@/api/get-trading-unit';
import { tradingUnitsQueryKey } from '@/api/get-trading-units';
import { invalidateCompliance } from '@/api/invalidate-compliance';
import type { ApiClient } from '@/api/loader';
import { memberPath } from '@/api/query-keys';
import type { UnitPremises, UnitRequest } from '@/domain/units/unitPremises';

/**
 * POST /members/{membershipNumber}/units (designed, DESIGN.md §5)
 * Payload: { name, addressLine1, addressLine2?, town, postcode, businessTypeId, hygieneRating: { scheme:
 * 'FHRS' | 'FHIS', value, ratedOn } | null, foodTypeIds, equipmentTypeIds, localAuthorityRegisteredOn |
 * null, employees, isMobile, overnightLocation | null }.
 * Response 201: the unit (status 'Open'). 400 with the reason: a field missing or malformed (the postcode
 * by the §5 rule), an unknown reference id, a date in the future, a mobile unit without its overnight place.
 */
export function createUnit(api: ApiClient, membershipNumber: string, request: UnitRequest): Promise<UnitPremises> {
  return api.post<UnitPremises>(`${memberPath(membershipNumber)}/units`, request);
}

export function useCreateUnit(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UnitRequest) => createUnit(api, membershipNumber, request),
    onSuccess: (unit) => {
      queryClient.setQueryData(tradingUnitQueryKey(membershipNumber, unit.id), unit);
      // In the list at once: a page opened next may look the unit up there before the list is fetched again.
      queryClient.setQueryData(tradingUnitsQueryKey(membershipNumber), (units: UnitPremises[] | undefined) => units && [...units, unit]);
      return invalidateCompliance(queryClient, membershipNumber);
    },
  });
}
