import type { CardPayment } from './cardPayments';

/** What a card payment paid, by its invoices: 'For invoice INV-001061', 'For invoices INV-001061 and INV-001062'. */
export function cardPaymentPaidText(cardPayment: Pick<CardPayment, 'description'>, invoices: readonly string[]): string {
  if (invoices.length === 0) return `For ${cardPayment.description}`;
  if (invoices.length === 1) return `For invoice ${invoices[0]}`;
  return `For invoices ${invoices.slice(0, -1).join(', ')} and ${invoices.at(-1)}`;
}

/** What a history entry can be in, for its status filter: a past debt's status, or a card payment's (Successful, Refunded). */
export const HISTORY_STATUSES = ['Successful', 'Unsuccessful', 'Inactive', 'Cancelled', 'Not Completed', 'Failed - Retry', 'Failed - Unpaid', 'Failed - Paid', 'Refunded'] as const;
