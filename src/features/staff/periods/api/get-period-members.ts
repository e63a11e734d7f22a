import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';
import type { PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import type { SchemeType } from '@/domain/rewards/schemes';
import { periodQueryKey } from './period-query-keys';

export type PeriodMemberListQuery = ListQuery<'membershipNumber' | 'memberName' | 'purchasesTotal' | 'cashback', 'search'>;

/** The list's query as the API takes it: every part stated. */
const apiQuery = ({ page, pageSize, sort, direction, filters }: PeriodMemberListQuery) => ({ page, pageSize, sort, direction, search: filters.search });

/** getPeriodMembers: one page of a period's members, what they bought or claimed and their cashback. */
export function getPeriodMembers(
  api: ApiClient,
  schemeType: SchemeType,
  periodId: string,
  query: PeriodMemberListQuery,
  signal?: AbortSignal,
): Promise<Paged<PeriodMemberCashback>> {
  return dataOf(api.GET('/{programme}/periods/{periodId}/members', { params: { path: { programme: schemeType, periodId }, query: apiQuery(query) }, signal }));
}

export function getPeriodMembersQueryOptions(api: ApiClient, schemeType: SchemeType, periodId: string, query: PeriodMemberListQuery) {
  return queryOptions({
    queryKey: [...periodQueryKey(schemeType, periodId), 'members', apiQuery(query)] as const,
    queryFn: ({ signal }) => getPeriodMembers(api, schemeType, periodId, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function usePeriodMembers(schemeType: SchemeType, periodId: string, query: PeriodMemberListQuery) {
  return useQuery(getPeriodMembersQueryOptions(useApiClient(), schemeType, periodId, query));
}
