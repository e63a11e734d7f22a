import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { SupplierPurchase } from '@/domain/rewards/purchases';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';

/** getProgrammePurchases: what the supplier reported for the member in one of the programme's periods, newest invoice first. */
export function getProgrammePurchases(
  api: ApiClient,
  schemeType: SupplierReportedSchemeType,
  membershipNumber: string,
  periodId: string,
  signal?: AbortSignal,
): Promise<SupplierPurchase[]> {
  return dataOf(
    api.GET('/{programme}/members/{membershipNumber}/purchases', {
      params: { path: { programme: schemeType, membershipNumber }, query: { periodId } },
      signal,
    }),
  );
}

export function getProgrammePurchasesQueryOptions(
  api: ApiClient,
  schemeType: SupplierReportedSchemeType,
  membershipNumber: string,
  periodId: string,
) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'rewards', schemeType, 'purchases', periodId),
    queryFn: ({ signal }) => getProgrammePurchases(api, schemeType, membershipNumber, periodId, signal),
  });
}
