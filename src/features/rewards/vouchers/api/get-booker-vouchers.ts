import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import type { BookerVoucher } from '@/domain/rewards/vouchers';

/** getBookerVouchers: the vouchers Booker issued to the member, newest issued first (the page works out each one's status). */
export function getBookerVouchers(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<BookerVoucher[]> {
  return dataOf(api.GET('/booker/members/{membershipNumber}/vouchers', { params: { path: { membershipNumber } }, signal }));
}

export function getBookerVouchersQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: memberQueryKey(membershipNumber, 'rewards', 'booker', 'vouchers'),
    queryFn: ({ signal }) => getBookerVouchers(api, membershipNumber, signal),
  });
}
