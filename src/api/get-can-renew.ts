import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/** The renewal check's answer that allows renewal; anything else is the reason it is refused. */
export const RENEWAL_ALLOWED = 'Ok';

export const isRenewalAllowed = (answer: string | undefined) => answer?.trim() === RENEWAL_ALLOWED;

/** Call 3 (getCanRenew): plain text, `Ok` or the reason renewal is refused. */
export function getCanRenew(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<string> {
  return dataOf(api.GET('/members/{membershipNumber}/renewals/can-renew', { params: { path: { membershipNumber } }, parseAs: 'text', signal }));
}

export function getCanRenewQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'can-renew'),
    queryFn: ({ signal }) => getCanRenew(api, membershipNumber, signal),
  });
}
