import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGED_LIST_QUERY } from '@/api/pagedListQuery';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { Invoice } from '@/domain/account/payments';
import type { ListQuery, Paged } from '@/domain/lists/listQuery';

type InvoicesQuery = Pick<ListQuery, 'page' | 'pageSize'>;

/** getInvoices: one page of the member's VAT invoices' totals, newest first. */
export function getInvoices(api: ApiClient, membershipNumber: string, { page, pageSize }: InvoicesQuery, signal?: AbortSignal): Promise<Paged<Invoice>> {
  return dataOf(api.GET('/members/{membershipNumber}/invoices', { params: { path: { membershipNumber }, query: { page, pageSize } }, signal }));
}

export function getInvoicesQueryOptions(api: ApiClient, membershipNumber: string, { page, pageSize }: InvoicesQuery) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'invoices', { page, pageSize }),
    queryFn: ({ signal }) => getInvoices(api, membershipNumber, { page, pageSize }, signal),
    ...PAGED_LIST_QUERY,
  });
}

export function useInvoices(membershipNumber: string, query: InvoicesQuery) {
  return useQuery(getInvoicesQueryOptions(useApiClient(), membershipNumber, query));
}
