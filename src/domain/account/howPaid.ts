import { formatDate } from '../format/date';

/** The card a payment was taken from, as the card provider reported it: never the number. */
export interface PaymentCard {
  /** The card scheme, e.g. 'Visa'. */
  brand: string;
  last4: string;
}

/** How a payment or invoice was paid (api/areas/payments.yaml, PaidBy). */
export interface PaidBy {
  method: 'Card' | 'Direct Debit';
  /** The online card payment that paid it, listed with the payments. */
  cardPaymentId: string | null;
  card: PaymentCard | null;
}

/** 'Visa ending 4242': how a member recognises a card. */
export function cardLabel(card: PaymentCard): string {
  return `${card.brand} ending ${card.last4}`;
}

/**
 * When and how something was paid, as one sentence: 'Paid by card on 27/11/2026 (Visa ending 4242)',
 * 'Paid by Direct Debit on 13/10/2026'; '' while it is not paid.
 */
export function howPaidText(paidOn: string | null, paidBy: PaidBy | null): string {
  if (!paidOn || !paidBy) return '';
  const how = paidBy.method === 'Card' ? 'by card' : 'by Direct Debit';
  const card = paidBy.card ? ` (${cardLabel(paidBy.card)})` : '';
  return `Paid ${how} on ${formatDate(paidOn)}${card}`;
}
