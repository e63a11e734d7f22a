import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { staffQueryKey } from '@/api/query-keys';
import type { FindMemberQuery, MemberSearchPage } from '@/domain/members/findMember';

/** searchMembers: one page of the members whose number, business name or postcode holds the search (its order is fixed). */
export function searchMembers(api: ApiClient, query: FindMemberQuery, signal?: AbortSignal): Promise<MemberSearchPage> {
  return dataOf(api.GET('/members/search', { params: { query: { q: query.filters.q ?? '', page: query.page, pageSize: query.pageSize } }, signal }));
}

export function searchMembersQueryOptions(api: ApiClient, query: FindMemberQuery) {
  return queryOptions({
    queryKey: staffQueryKey('member-search', query.filters.q, query.page, query.pageSize),
    queryFn: ({ signal }) => searchMembers(api, query, signal),
    // The page in view stays while the next one loads, so the table does not jump.
    ...PAGED_LIST_QUERY,
  });
}

/** Read without suspending: the table keeps its page while the next loads (ServerTable). */
export function useSearchMembers(query: FindMemberQuery) {
  return useQuery(searchMembersQueryOptions(useApiClient(), query));
}
