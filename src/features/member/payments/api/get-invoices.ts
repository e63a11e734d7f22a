import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { Invoice } from '@/domain/account/payments';

/** getInvoices: the member's VAT invoices' totals, newest first. */
export function getInvoices(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Invoice[]> {
  return dataOf(api.GET('/members/{membershipNumber}/invoices', { params: { path: { membershipNumber } }, signal }));
}

export function getInvoicesQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'invoices'),
    queryFn: ({ signal }) => getInvoices(api, membershipNumber, signal),
  });
}
