import type { SchemeType } from '../rewards/schemes';
import type { WalletPayout } from './payout';
import { walletTotals, type WalletTotals } from './walletTotals';
import { newestTransactionFirst, type WalletTransaction } from './walletTransaction';

/** One period of a programme in the wallet: its transactions, their totals, and the payouts that settled them. */
export interface WalletPeriodBreakdown {
  period: WalletTransaction['period'];
  transactions: WalletTransaction[];
  totals: WalletTotals;
  payouts: WalletPayout[];
}

/** A programme's transactions grouped by period, newest period first; each period's payouts newest first. */
export function walletBreakdown(
  schemeType: SchemeType,
  transactions: readonly WalletTransaction[],
  payouts: readonly WalletPayout[],
): WalletPeriodBreakdown[] {
  const byPeriod = new Map<string, WalletTransaction[]>();
  for (const transaction of transactions) {
    if (transaction.schemeType !== schemeType) continue;
    byPeriod.set(transaction.period.id, [...(byPeriod.get(transaction.period.id) ?? []), transaction]);
  }
  return [...byPeriod.values()]
    .map((own) => {
      const payoutIds = new Set(own.map((transaction) => transaction.payoutId).filter(Boolean));
      return {
        period: own[0]!.period,
        transactions: [...own].sort(newestTransactionFirst),
        totals: walletTotals(own),
        payouts: payouts.filter((payout) => payoutIds.has(payout.id)).sort((a, b) => b.processingDate.localeCompare(a.processingDate)),
      };
    })
    .sort((a, b) => b.period.startDate.localeCompare(a.period.startDate));
}
