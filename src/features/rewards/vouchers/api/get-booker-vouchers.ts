import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { BookerVoucher } from '@/domain/rewards/vouchers';

/**
 * GET /booker/members/{membershipNumber}/vouchers (designed, DESIGN.md §5)
 * Response 200: [{ id, code, value, description, issuedOn, expiresOn, usedOn | null }] (dates yyyy-MM-dd),
 *   newest issued first; the portal works out each one's status (available, used, expired) from its dates.
 *   401 / 403 (also without rewards) / 404 as every member call.
 */
export function getBookerVouchers(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<BookerVoucher[]> {
  return api.get<BookerVoucher[]>(`/booker/members/${encodeURIComponent(membershipNumber)}/vouchers`, { signal });
}

export function getBookerVouchersQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'rewards', 'booker', 'vouchers'),
    queryFn: membershipNumber ? ({ signal }) => getBookerVouchers(api, membershipNumber, signal) : skipToken,
  });
}

export function useBookerVouchers(membershipNumber: string | undefined) {
  return useQuery(getBookerVouchersQueryOptions(useApiClient(), membershipNumber));
}
