import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/** Call 2: GET /members/{membershipNumber}/details/account-id → the account id, a JSON string. */
export function getAccountId(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<string> {
  return api.get<string>(`${memberPath(membershipNumber)}/details/account-id`, { signal });
}

export function getAccountIdQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'account-id'),
    queryFn: ({ signal }) => getAccountId(api, membershipNumber, signal),
  });
}
