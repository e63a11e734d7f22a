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
