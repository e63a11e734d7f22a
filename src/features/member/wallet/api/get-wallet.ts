import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import type { components } from '@/api/openapi';
import { walletQueryKey } from '@/api/query-keys';

/** What the wallet comes to (by state, programme and period), the payouts and the next payout day: the contract's own type. */
export type Wallet = components['schemas']['Wallet'];
/** One programme period's sums in the wallet, with the payouts that carried it. */
export type WalletPeriodTotals = components['schemas']['WalletPeriodTotals'];

/** getWallet: the member's cashback summed by state, programme and period, their payouts, and the next payout day. */
export function getWallet(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Wallet> {
  return dataOf(api.GET('/members/{membershipNumber}/wallet', { params: { path: { membershipNumber } }, signal }));
}

export function getWalletQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: [...walletQueryKey(membershipNumber), 'summary'] as const,
    queryFn: ({ signal }) => getWallet(api, membershipNumber, signal),
  });
}
