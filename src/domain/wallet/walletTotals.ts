import { roundToPence } from '../rounding';
import type { WalletTransactionState } from './walletTransaction';

/** The sum of a member's cashback in each state, to the penny (the API sums it: GET …/wallet). */
export type WalletTotals = Record<WalletTransactionState, number>;

/** Everything earned that was not taken back: what "cashback to date" means. */
export function earnedToDate(totals: WalletTotals): number {
  return roundToPence(totals.Approved + totals.InPayout + totals.Paid + totals.Returned);
}
