import { roundToPence } from '../rounding';
import { WALLET_TRANSACTION_STATES, type WalletTransaction, type WalletTransactionState } from './walletTransaction';

export type WalletTotals = Record<WalletTransactionState, number>;

/** The sum of the transactions in each state, to the penny; every state is present (0 when none). */
export function walletTotals(transactions: readonly Pick<WalletTransaction, 'state' | 'amount'>[]): WalletTotals {
  const totals = Object.fromEntries(WALLET_TRANSACTION_STATES.map((state) => [state, 0])) as WalletTotals;
  for (const transaction of transactions) totals[transaction.state] += transaction.amount;
  for (const state of WALLET_TRANSACTION_STATES) totals[state] = roundToPence(totals[state]);
  return totals;
}

/** Everything earned that was not taken back: what "cashback to date" means. */
export function earnedToDate(totals: WalletTotals): number {
  return roundToPence(totals.Approved + totals.InPayout + totals.Paid + totals.Returned);
}
