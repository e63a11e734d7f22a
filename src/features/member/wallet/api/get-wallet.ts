import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { memberPath, walletQueryKey } from '@/api/query-keys';
import type { WalletPayout } from '@/domain/wallet/payout';
import type { WalletTransaction } from '@/domain/wallet/walletTransaction';

export interface Wallet {
  /** Every cashback transaction of every programme, newest first. */
  transactions: WalletTransaction[];
  /** Payouts to the member's bank account, newest first. */
  payouts: WalletPayout[];
  /** yyyy-MM-dd: the next payout run. */
  nextPayoutOn: string;
}

/**
 * GET /members/{membershipNumber}/wallet (designed, DESIGN.md §5)
 * Response 200: { transactions: [{ id, schemeType, period: { id, name, startDate, endDate }, description,
 *   amount, createdOn, state: 'Pending' | 'Approved' | 'InPayout' | 'Paid' | 'Reversed' | 'Returned',
 *   stateChangedOn, payoutId, reason?, claimReference? }], payouts: [{ id, reference, processingDate, amount,
 *   state: 'Processing' | 'Paid' | 'Returned', paidTo: { accountHolderName, sortCodeEnding,
 *   accountNumberEnding }, returnReason? }], nextPayoutOn }. 401 / 404; 403 someone else's membership, or
 *   one without the wallet.
 */
export function getWallet(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<Wallet> {
  return api.get<Wallet>(`${memberPath(membershipNumber)}/wallet`, { signal });
}

export function getWalletQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: [...walletQueryKey(membershipNumber), 'summary'] as const,
    queryFn: membershipNumber ? ({ signal }) => getWallet(api, membershipNumber, signal) : skipToken,
  });
}

export function useWallet(membershipNumber: string | undefined) {
  return useQuery(getWalletQueryOptions(useApiClient(), membershipNumber));
}
