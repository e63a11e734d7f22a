import type { WalletTransactionState } from '../wallet/walletTransaction';
import type { ProgrammePeriod } from './periods';
import type { PurchaseTotals } from './purchases';

/**
 * A period's cashback as the member sees it: an estimate while purchases are still being reported, being
 * worked out once the period has closed, then the state of the wallet transaction it became.
 */
export type PeriodCashbackState = 'Estimate' | 'BeingWorkedOut' | WalletTransactionState;

export interface PeriodCashback {
  period: ProgrammePeriod;
  purchases: PurchaseTotals;
  /** In pounds: the estimate at the current rate, or the calculated amount. */
  cashback: number;
  cashbackState: PeriodCashbackState;
  /** Why it was reversed or returned. */
  reason?: string | null;
  /** The payout that carried it. */
  payoutId?: string | null;
}
