import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '@/domain/account/accountSummary';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { memberPath, memberQueryKey } from './query-keys';

/**
 * GET /members/{membershipNumber}/account-summary (designed, DESIGN.md §5)
 * Response 200: AccountSummary (src/domain/account/accountSummary.ts): { membershipNumber, tier (1–4),
 *   accountStatus, membershipStartDate, membershipEndDate, paymentPlanEndDate, paymentMethod (§3),
 *   nextPayment: { amount, dueDate } | null, balance, overdueAmount, renewalIntention | null }, dates
 *   yyyy-MM-dd. 401 / 403 / 404 as every member call.
 * Shared: the dashboard's membership card and banner, Payments & Invoices, and the renewal pages read it.
 */
export function getAccountSummary(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<AccountSummary> {
  return api.get<AccountSummary>(`${memberPath(membershipNumber)}/account-summary`, { signal });
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
