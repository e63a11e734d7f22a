import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { BookerVoucher } from '@/domain/rewards/vouchers';

/** getBookerVouchers: the vouchers Booker issued to the member, newest issued first (the page works out each one's status). */
export function getBookerVouchers(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<BookerVoucher[]> {
  return dataOf(api.GET('/booker/members/{membershipNumber}/vouchers', { params: { path: { membershipNumber } }, signal }));
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
