import type { StatusTone } from './statusTone';

/** Payment statuses of spec §3, spelt exactly as the API sends them. */
export const PAYMENT_STATUSES = [
  'Due',
  'Future',
  'Successful',
  'Raised',
  'Unsuccessful',
  'Inactive',
  'Cancelled',
  'Not Completed',
  'Failed - Retry',
  'Failed - Unpaid',
  'Failed - Paid',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentStatusInfo {
  /** What the badge says: the spec's own word, which the association's staff use on the phone too. */
  label: string;
  /** What it means for the member, in plain English. */
  explanation: string;
  /** The badge's tone in the portal's one status colour language. */
  tone: StatusTone;
}

/** Every §3 status explained for a member; the badge colour says whether anything needs doing. */
export const PAYMENT_STATUS_INFO: Record<PaymentStatus, PaymentStatusInfo> = {
  Due: {
    label: 'Due',
    explanation: 'Due now: this payment is waiting to be paid.',
    tone: 'attention',
  },
  Future: {
    label: 'Future',
    explanation: 'Scheduled: it will be collected on its date. There is nothing to do.',
    tone: 'notStarted',
  },
  Successful: {
    label: 'Successful',
    explanation: 'Paid: we have received this payment.',
    tone: 'done',
  },
  Raised: {
    label: 'Raised',
    explanation: 'Requested: we have asked your bank or card provider for it and are waiting for the answer.',
    tone: 'waiting',
  },
  Unsuccessful: {
    label: 'Unsuccessful',
    explanation: 'Not paid: the payment was declined. Please pay it now.',
    tone: 'problem',
  },
  Inactive: {
    label: 'Inactive',
    explanation: 'No longer needed: this payment will not be collected.',
    tone: 'ended',
  },
  Cancelled: {
    label: 'Cancelled',
    explanation: 'Cancelled: this payment will not be collected.',
    tone: 'ended',
  },
  'Not Completed': {
    label: 'Not Completed',
    explanation: 'Not finished: a card payment was started but not completed, so nothing was taken.',
    tone: 'ended',
  },
  'Failed - Retry': {
    label: 'Failed - Retry',
    explanation: 'Returned by your bank: we will try to collect it again. You can pay it now by card instead.',
    tone: 'attention',
  },
  'Failed - Unpaid': {
    label: 'Failed - Unpaid',
    explanation: 'Returned by your bank and not collected again: it is still owed. Please pay it now.',
    tone: 'problem',
  },
  'Failed - Paid': {
    label: 'Failed - Paid',
    explanation: 'Returned by your bank at first, but it has since been paid. There is nothing to do.',
    tone: 'done',
  },
};

/** A status the API sent that the spec does not list is shown as it came, without guessing its meaning. */
export function paymentStatusInfo(status: string): PaymentStatusInfo {
  return (
    PAYMENT_STATUS_INFO[status as PaymentStatus] ?? {
      label: status || 'Unknown',
      explanation: 'Please contact us if you are unsure what this means.',
      tone: 'ended',
    }
  );
}

/** The statuses a member can settle online by card (the Pay now): still owed, nothing on its way. */
export const PAYABLE_STATUSES: readonly PaymentStatus[] = ['Due', 'Unsuccessful', 'Failed - Retry', 'Failed - Unpaid'];

export function isPayableStatus(status: string): boolean {
  return PAYABLE_STATUSES.some((payable) => payable === status);
}
