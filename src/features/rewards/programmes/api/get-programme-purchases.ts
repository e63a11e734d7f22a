import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { SupplierPurchase } from '@/domain/rewards/purchases';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { programmeMemberPath } from './programme-paths';

/**
 * GET /{programme}/members/{membershipNumber}/purchases?periodId={periodId}, programme biopak | nisbets | booker
 * (designed, DESIGN.md §5)
 * Response 200: [{ id, schemeType, periodId, membershipNumber, supplierAccountNumber, unitId, invoiceNumber,
 *   invoiceDate, amountExcludingVat, reportedOn }], newest invoice first: what the supplier reported for the
 *   member in that period. 400 a periodId that is not one of the programme's periods; 401 / 403 / 404.
 */
export function getProgrammePurchases(api: ApiClient, schemeType: SupplierReportedSchemeType, membershipNumber: string, periodId: string, signal?: AbortSignal) {
  return api.get<SupplierPurchase[]>(`${programmeMemberPath(schemeType, membershipNumber)}/purchases`, { query: { periodId }, signal });
}

export function getProgrammePurchasesQueryOptions(
  api: ApiClient,
  schemeType: SupplierReportedSchemeType,
  membershipNumber: string | undefined,
  periodId: string,
) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'rewards', schemeType, 'purchases', periodId),
    queryFn: membershipNumber ? ({ signal }) => getProgrammePurchases(api, schemeType, membershipNumber, periodId, signal) : skipToken,
  });
}

export function useProgrammePurchases(schemeType: SupplierReportedSchemeType, membershipNumber: string | undefined, periodId: string) {
  return useQuery(getProgrammePurchasesQueryOptions(useApiClient(), schemeType, membershipNumber, periodId));
}
