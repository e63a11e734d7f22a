import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { components } from '@/api/openapi';
import { memberQueryKey } from '@/api/query-keys';
import type { ListDefinition, ListQuery } from '@/domain/lists/listQuery';

/** One Calor period's cashback for the member: the contract's own type, not a copy. */
export type CalorStatement = components['schemas']['CalorStatement'];

/** Newest period first; nothing to filter. */
export const CALOR_STATEMENTS_LIST: ListDefinition<'period', never> = { sorts: ['period'], filters: [], defaultSort: 'period', defaultDirection: 'desc' };

type StatementsQuery = ListQuery<'period', never>;

/** getCalorStatements: one page of the member's Calor statements, newest period first. */
export function getCalorStatements(api: ApiClient, membershipNumber: string, { page, pageSize }: StatementsQuery, signal?: AbortSignal) {
  return dataOf(api.GET('/calor/members/{membershipNumber}/statements', { params: { path: { membershipNumber }, query: { page, pageSize } }, signal }));
}

export function getCalorStatementsQueryOptions(api: ApiClient, membershipNumber: string, query: StatementsQuery) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'calor', 'statements', query),
    queryFn: ({ signal }) => getCalorStatements(api, membershipNumber, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useCalorStatements(membershipNumber: string, query: StatementsQuery) {
  return useQuery(getCalorStatementsQueryOptions(useApiClient(), membershipNumber, query));
}
