import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { walletQueryKey } from '@/api/query-keys';
import type { WalletPayout } from '@/domain/wallet/payout';
import type { WalletTransaction } from '@/domain/wallet/walletTransaction';

export interface Wallet {
  /** Every cashback transaction of every programme, newest first. */
  transactions: WalletTransaction[];
  /** Payouts to the member's bank account, newest first. */
  payouts: WalletPayout[];
  /** yyyy-MM-dd: when the approved cashback is paid (promised), or expected to be. */
  nextPayoutOn: string;
  /** An approved BACS file carries the money: the day is a promise, not an expectation. */
  nextPayoutConfirmed: boolean;
}

/** getWallet: every piece of the member's cashback, the payouts that settled it, and the next payout day. */
export function getWallet(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Wallet> {
  return dataOf(api.GET('/members/{membershipNumber}/wallet', { params: { path: { membershipNumber } }, signal }));
}

export function getWalletQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: [...walletQueryKey(membershipNumber), 'summary'] as const,
    queryFn: ({ signal }) => getWallet(api, membershipNumber, signal),
  });
}
