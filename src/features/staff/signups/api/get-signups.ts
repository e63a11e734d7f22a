import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import type { ListQuery } from '@/domain/lists/listQuery';
import type { SchemeType } from '@/domain/rewards/schemes';
import { SIGNUP_STATUSES, type SignupStatus } from '@/domain/rewards/signup';
import { DEFAULT_SIGNUP_STATUS, type SignupQueuePage } from '@/domain/rewards/staffSignup';
import { signupsQueryKey } from './signup-query-keys';

export type SignupListQuery = ListQuery<'submittedOn' | 'membershipNumber' | 'memberName', 'status' | 'search'>;

/** The tab a list's query shows: the pending queue when the address names none (or one made up). */
export const signupTab = (query: SignupListQuery): SignupStatus => SIGNUP_STATUSES.find((status) => status === query.filters.status) ?? DEFAULT_SIGNUP_STATUS;

/** The list's query with its tab stated, as the page and its route's loader both ask for it. */
export const withSignupTab = (query: SignupListQuery): SignupListQuery => ({ ...query, filters: { ...query.filters, status: signupTab(query) } });

/** The list's query as the API takes it: every part stated; a tab the address made up is the default one. */
const apiQuery = ({ page, pageSize, sort, direction, filters }: SignupListQuery) => ({
  page,
  pageSize,
  sort,
  direction,
  status: SIGNUP_STATUSES.find((status) => status === filters.status),
  search: filters.search,
});

/** getSignups: one page of one tab of a programme's sign-up queue, and how many each tab holds. */
export function getSignups(api: ApiClient, schemeType: SchemeType, query: SignupListQuery, signal?: AbortSignal): Promise<SignupQueuePage> {
  return dataOf(api.GET('/{programme}/signups', { params: { path: { programme: schemeType }, query: apiQuery(query) }, signal }));
}

export function getSignupsQueryOptions(api: ApiClient, schemeType: SchemeType, query: SignupListQuery) {
  return queryOptions({
    queryKey: [...signupsQueryKey(schemeType), apiQuery(query)] as const,
    queryFn: ({ signal }) => getSignups(api, schemeType, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useSignups(schemeType: SchemeType, query: SignupListQuery) {
  return useQuery(getSignupsQueryOptions(useApiClient(), schemeType, query));
}
