import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { listApiParams, type ListQuery, type Paged } from '@/domain/lists/listQuery';
import type { PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodPath, periodQueryKey } from './period-paths';

/**
 * GET /{programme}/periods/{periodId}/members?search&page&pageSize&sort=membershipNumber|memberName|purchasesTotal|cashback&direction
 * (designed, DESIGN.md §5; search matches the membership number, the name or the supplier account number)
 * Response 200: { items: [{ membershipNumber, memberName, supplierAccountNumber, purchases: { count, totalExcludingVat },
 *   claims: { submitted, approved, rejected, paid } | null, calculatedCashback, adjustments, cashback, walletState }],
 *   page, pageSize, total }. 404 unknown period; 401; 403 not a larderAdmin.
 */
export function getPeriodMembers(api: ApiClient, schemeType: SchemeType, periodId: string, query: ListQuery, signal?: AbortSignal) {
  return api.get<Paged<PeriodMemberCashback>>(`${periodPath(schemeType, periodId)}/members`, { query: listApiParams(query), signal });
}

export function getPeriodMembersQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string, query: ListQuery) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'members', listApiParams(query)] as const,
    queryFn: ({ signal }) => getPeriodMembers(api, schemeType, periodId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePeriodMembers(schemeType: SchemeType, periodId: string, query: ListQuery) {
  return useQuery(getPeriodMembersQueryOptions(useApiClient(), schemeType, periodId, query));
}
