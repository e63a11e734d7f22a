import { queryOptions } from '@tanstack/react-query';
import type { AccountSummary } from '@/domain/account/accountSummary';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/**
 * getAccountSummary: the member's tier, dates, payment method and what is owed. Shared: the dashboard's
 * membership card and banner, Payments & Invoices, and the renewal pages read it.
 */
export function getAccountSummary(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<AccountSummary> {
  return dataOf(api.GET('/members/{membershipNumber}/account-summary', { params: { path: { membershipNumber } }, signal }));
}

export const accountSummaryQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'account-summary');

export function getAccountSummaryQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: accountSummaryQueryKey(membershipNumber),
    queryFn: ({ signal }) => getAccountSummary(api, membershipNumber, signal),
  });
}
