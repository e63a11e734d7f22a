import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath, memberQueryKey } from '@/api/query-keys';
import type { Invoice } from '@/domain/account/payments';

/**
 * GET /members/{membershipNumber}/invoices (designed, DESIGN.md §5)
 * Response 200: [{ number, issueDate, dueDate, description, net, vat, gross, status: 'Paid' | 'Unpaid' |
 *   'Overdue' }], newest first. 401 / 403 / 404 as every member call.
 */
export function getInvoices(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Invoice[]> {
  return api.get<Invoice[]>(`${memberPath(membershipNumber)}/invoices`, { signal });
}

export function getInvoicesQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'invoices'),
    queryFn: membershipNumber ? ({ signal }) => getInvoices(api, membershipNumber, signal) : skipToken,
  });
}

export function useInvoices(membershipNumber: string | undefined) {
  return useQuery(getInvoicesQueryOptions(useApiClient(), membershipNumber));
}
