import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { CalorClaim } from '@/domain/calor/claim';
import { calorMemberPath } from './calor-paths';

/**
 * GET /calor/members/{membershipNumber}/claims (designed, DESIGN.md §5)
 * Response 200: [{ claimReference, submittedOn (ISO date-time), purchaseDate (yyyy-MM-dd), receiptNumber,
 *   vatNumber, retailer {id, name, address, postCode, vatNumber?}, purchaseDetails [{cylinderIdentity,
 *   quantity, pricePerCylinder, vatIncluded}] ×4, totalCylinders, totalExcludingVat, totalIncludingVat,
 *   cashback, status: 'Submitted' | 'Approved' | 'Rejected' | 'Paid', rejectionReason?, rejectedOn?
 *   (yyyy-MM-dd), resubmittedAs? (the claim reference that replaced a rejected claim) }], any order.
 */
export function getCalorClaims(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<CalorClaim[]> {
  return api.get<CalorClaim[]>(`${calorMemberPath(membershipNumber)}/claims`, { signal });
}

export function getCalorClaimsQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'calor', 'claims'),
    queryFn: membershipNumber ? ({ signal }) => getCalorClaims(api, membershipNumber, signal) : skipToken,
  });
}

export function useCalorClaims(membershipNumber: string | undefined) {
  return useQuery(getCalorClaimsQueryOptions(useApiClient(), membershipNumber));
}
