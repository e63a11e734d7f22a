import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/** Call 2 (getAccountId): the member's account id, used for impersonation (spec §2). */
export function getAccountId(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<string> {
  return dataOf(api.GET('/members/{membershipNumber}/details/account-id', { params: { path: { membershipNumber } }, signal }));
}

export function getAccountIdQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'account-id'),
    queryFn: ({ signal }) => getAccountId(api, membershipNumber, signal),
  });
}
