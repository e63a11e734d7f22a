import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { CalorClaim } from '@/domain/calor/claim';

/** getCalorClaims: every claim the member has made, in no set order (the page shows them newest first). */
export function getCalorClaims(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<CalorClaim[]> {
  return dataOf(api.GET('/calor/members/{membershipNumber}/claims', { params: { path: { membershipNumber } }, signal }));
}

export function getCalorClaimsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'calor', 'claims'),
    queryFn: ({ signal }) => getCalorClaims(api, membershipNumber, signal),
  });
}
