import { formatDate } from '../format/date';
import type { MaskedBankAccount } from './bankDetails';

/**
 * A payout: one credit to the member's bank account in a BACS file, settling wallet
 * transactions. Processing while the file is with the bank, then Paid, or Returned (with the bank's reason).
 */
export const PAYOUT_STATES = ['Processing', 'Paid', 'Returned'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export interface WalletPayout {
  /** GUID. */
  id: string;
  /** The reference on the member's bank statement. */
  reference: string;
  /** yyyy-MM-dd: the BACS processing day. */
  processingDate: string;
  /** In pounds. */
  amount: number;
  state: PayoutState;
  paidTo: MaskedBankAccount;
  /** The bank's reason, when Returned. */
  returnReason?: string | null;
}

/**
 * When the next payout pays, in words for a member: a date only once an approved BACS file carries the money
 * (`on 09/12/2026`); before that, only when it is expected (`in the next payout, expected around 09/12/2026`).
 */
export function payoutWhen(nextPayoutOn: string, confirmed: boolean): string {
  return confirmed ? `on ${formatDate(nextPayoutOn)}` : `in the next payout, expected around ${formatDate(nextPayoutOn)}`;
}
