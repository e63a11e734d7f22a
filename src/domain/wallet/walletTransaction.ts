import type { PeriodDates } from '../rewards/periods';
import type { SchemeType } from '../rewards/schemes';
import type { StatusTone } from '../statusTone';

/**
 * Where a piece of cashback stands in the member's wallet. Forward: Pending (waiting for approval) →
 * Approved (to be paid) → InPayout (in a BACS payout being processed) → Paid. Aside: Reversed (taken
 * back before payment, with the reason) and Returned (the bank sent the payment back; paid again once
 * the bank details are right).
 */
export const WALLET_TRANSACTION_STATES = ['Pending', 'Approved', 'InPayout', 'Paid', 'Reversed', 'Returned'] as const;
export type WalletTransactionState = (typeof WALLET_TRANSACTION_STATES)[number];

/** What the member is told: a short label and, in plain words, what it means. */
export const WALLET_STATE_LABELS: Record<WalletTransactionState, string> = {
  Pending: 'Waiting for approval',
  Approved: 'Approved',
  InPayout: 'Being paid',
  Paid: 'Paid',
  Reversed: 'Reversed',
  Returned: 'Returned by your bank',
};

export const WALLET_STATE_EXPLANATIONS: Record<WalletTransactionState, string> = {
  Pending: 'We are checking it. Nothing to do.',
  Approved: 'Approved and waiting for the next payout.',
  InPayout: 'On its way to your bank account.',
  Paid: 'Paid into your bank account.',
  Reversed: 'Taken back before it was paid, for the reason shown.',
  Returned: 'Your bank sent the payment back. We pay it again once your bank details are right.',
};

/** Each state's tone in the portal's one status colour language (statusTone.ts). */
export const WALLET_STATE_TONES: Record<WalletTransactionState, StatusTone> = {
  Pending: 'waiting',
  Approved: 'onItsWay',
  InPayout: 'onItsWay',
  Paid: 'done',
  Reversed: 'ended',
  Returned: 'problem',
};

/**
 * One piece of cashback in the member's wallet, linked to its programme, its period and (once paid) the
 * payout that settled it. Calor's come from approved claims, the others from a period's calculated cashback.
 */
export interface WalletTransaction {
  /** GUID. */
  id: string;
  schemeType: SchemeType;
  period: PeriodDates & { id: string };
  /** e.g. 'Cashback on claim CLR-100003', 'Cashback on purchases, January to March 2026'. */
  description: string;
  /** In pounds. */
  amount: number;
  /** yyyy-MM-dd */
  createdOn: string;
  state: WalletTransactionState;
  /** yyyy-MM-dd */
  stateChangedOn: string;
  /** The payout that carried it, once it is InPayout, Paid or Returned. */
  payoutId: string | null;
  /** Why it was Reversed or Returned. */
  reason?: string | null;
  /** The Calor claim it pays, for Calor. */
  claimReference?: string | null;
}
