import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '@/domain/account/accountSummary';
import { useApiClient } from './ApiClientContext';
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

export function getAccountSummaryQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: accountSummaryQueryKey(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getAccountSummary(api, membershipNumber, signal) : skipToken,
  });
}

export function useAccountSummary(membershipNumber: string | undefined) {
  return useQuery(getAccountSummaryQueryOptions(useApiClient(), membershipNumber));
}
