import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from './ApiClientContext';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';
import { HISTORY_STATUSES } from '@/domain/account/paymentHistory';
import type { PaymentEntry, PaymentView } from '@/domain/account/payments';
import { knownValue } from '@/domain/lists/knownValue';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';

/** What one call asks for: a list (`view`), a page of it, and for the history a status. */
export interface PaymentsQuery {
  view: PaymentView;
  page: number;
  pageSize: number;
  status?: (typeof HISTORY_STATUSES)[number];
}

/**
 * What is overdue, whole: the most one card payment can pay (`paymentIds`, 50), oldest first. The overdue
 * notice and the dashboard's alert read it, and their one Pay now pays all of it.
 */
export const OVERDUE_QUERY: PaymentsQuery = { view: 'overdue', page: 1, pageSize: 50 };

/** The history's call for its list state (the address's page and status; an unknown status is left out). */
export const historyQuery = ({ page, pageSize, filters }: ListQuery<string, 'status'>): PaymentsQuery => ({
  view: 'history',
  page,
  pageSize,
  status: knownValue(HISTORY_STATUSES, filters.status),
});

/** The schedule's call for its list state (its page). */
export const scheduleQuery = ({ page, pageSize }: ListQuery<string, never>): PaymentsQuery => ({ view: 'schedule', page, pageSize });

/** getPayments: one page of the member's payment history, schedule or what is overdue (Payments & Invoices, and the dashboard's overdue alert). */
export function getPayments(api: ApiClient, membershipNumber: string, query: PaymentsQuery, signal?: AbortSignal): Promise<Paged<PaymentEntry>> {
  return dataOf(api.GET('/members/{membershipNumber}/payments', { params: { path: { membershipNumber }, query }, signal }));
}

export const paymentsQueryKey = (membershipNumber: string | undefined, query: PaymentsQuery) => memberQueryKey(membershipNumber, 'payments', query);

/** What is overdue, read whole before the parts that depend on it are drawn (suspended). */
export function getOverduePaymentsQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: paymentsQueryKey(membershipNumber, OVERDUE_QUERY),
    queryFn: ({ signal }) => getPayments(api, membershipNumber, OVERDUE_QUERY, signal),
  });
}

/** A page of the schedule or the history, the page being read kept on screen while the next one loads. */
export function getPaymentsQueryOptions(api: ApiClient, membershipNumber: string, query: PaymentsQuery) {
  return queryOptions({
    queryKey: paymentsQueryKey(membershipNumber, query),
    queryFn: ({ signal }) => getPayments(api, membershipNumber, query, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function usePayments(membershipNumber: string, query: PaymentsQuery) {
  return useQuery(getPaymentsQueryOptions(useApiClient(), membershipNumber, query));
}
