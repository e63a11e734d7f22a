import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath, memberQueryKey } from '@/api/query-keys';
import type { MemberPayments } from '@/domain/account/payments';

/**
 * GET /members/{membershipNumber}/payments (designed, DESIGN.md §5)
 * Response 200: { payments: [{ id, dueDate, description, amount, method (§3), status (§3), paidOn | null,
 *   invoiceNumber | null, failureReason | null }], directDebitMandate: { reference, bankName,
 *   accountNumberEnding (4 digits), status: 'Active' | 'Pending' | 'Cancelled', setUpOn,
 *   cancellationReason | null } | null }. 401 / 403 / 404 as every member call.
 */
export function getPayments(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<MemberPayments> {
  return api.get<MemberPayments>(`${memberPath(membershipNumber)}/payments`, { signal });
}

export function getPaymentsQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'payments'),
    queryFn: membershipNumber ? ({ signal }) => getPayments(api, membershipNumber, signal) : skipToken,
  });
}

export function usePayments(membershipNumber: string | undefined) {
  return useQuery(getPaymentsQueryOptions(useApiClient(), membershipNumber));
}
