import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';
import type { MemberPayments } from '@/domain/account/payments';

/** getPayments: the member's payment schedule and history, and their Direct Debit mandate (Payments & Invoices, and the dashboard's overdue alert). */
export function getPayments(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MemberPayments> {
  return dataOf(api.GET('/members/{membershipNumber}/payments', { params: { path: { membershipNumber } }, signal }));
}

export function getPaymentsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'payments'),
    queryFn: ({ signal }) => getPayments(api, membershipNumber, signal),
  });
}
