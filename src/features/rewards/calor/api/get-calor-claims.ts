import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import { CLAIM_STATUSES, type CalorClaim } from '@/domain/calor/claim';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListDefinition, ListQuery, Paged } from '@/domain/lists/listQuery';

/** My Claims: newest first (the call takes no sort), filtered by status; the page and the filter live in the address. */
export const CALOR_CLAIMS_LIST: ListDefinition<'newest', 'status'> = { sorts: ['newest'], filters: ['status'], defaultSort: 'newest', defaultDirection: 'desc' };

export type CalorClaimsQuery = ListQuery<'newest', 'status'>;

/** getCalorClaims: one page of the member's claims, newest first, in one status if asked. */
export function getCalorClaims(api: ApiClient, membershipNumber: string, { page, pageSize, filters }: CalorClaimsQuery, signal?: AbortSignal): Promise<Paged<CalorClaim>> {
  return dataOf(
    api.GET('/calor/members/{membershipNumber}/claims', {
      params: { path: { membershipNumber }, query: { page, pageSize, status: knownValue(CLAIM_STATUSES, filters.status) } },
      signal,
    }),
  );
}

export function getCalorClaimsQueryOptions(api: ApiClient, membershipNumber: string, query: CalorClaimsQuery) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'calor', 'claims', query),
    queryFn: ({ signal }) => getCalorClaims(api, membershipNumber, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useCalorClaims(membershipNumber: string, query: CalorClaimsQuery) {
  return useQuery(getCalorClaimsQueryOptions(useApiClient(), membershipNumber, query));
}
