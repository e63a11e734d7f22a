import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/** The renewal check's answer that allows renewal; anything else is the reason it is refused. */
export const RENEWAL_ALLOWED = 'Ok';

export const isRenewalAllowed = (answer: string | undefined) => answer?.trim() === RENEWAL_ALLOWED;

/** Call 3: GET /members/{membershipNumber}/renewals/can-renew → text. */
export function getCanRenew(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<string> {
  return api.get<string>(`${memberPath(membershipNumber)}/renewals/can-renew`, { signal, responseType: 'text' });
}

export function getCanRenewQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'can-renew'),
    queryFn: ({ signal }) => getCanRenew(api, membershipNumber, signal),
  });
}
