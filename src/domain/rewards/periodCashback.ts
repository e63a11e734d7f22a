import { cashbackFor } from '../calor/cashback';
import type { WalletTransaction, WalletTransactionState } from '../wallet/walletTransaction';
import type { ProgrammePeriod } from './periods';
import { purchaseTotals, type PurchaseTotals, type SupplierPurchase } from './purchases';

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

/**
 * One period's row, from the purchases reported in it, the wallet transaction its cashback became (once
 * calculated), and the programme's rate. Shared by the simulator and the staff screens.
 */
export function periodCashback(
  period: ProgrammePeriod,
  purchases: readonly Pick<SupplierPurchase, 'amountExcludingVat' | 'reportedOn'>[],
  transaction: Pick<WalletTransaction, 'amount' | 'state' | 'reason' | 'payoutId'> | undefined,
  cashbackPercent: number,
): PeriodCashback {
  const totals = purchaseTotals(purchases);
  if (transaction)
    return { period, purchases: totals, cashback: transaction.amount, cashbackState: transaction.state, reason: transaction.reason ?? null, payoutId: transaction.payoutId };
  const estimate = cashbackFor(totals.totalExcludingVat, cashbackPercent);
  const isOpen = period.state === 'Open' || period.state === 'Upcoming';
  return { period, purchases: totals, cashback: estimate, cashbackState: isOpen ? 'Estimate' : 'BeingWorkedOut' };
}
