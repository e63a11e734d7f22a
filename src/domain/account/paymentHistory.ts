import { compareDesc, parseISO, startOfDay } from 'date-fns';
import type { CardPayment } from './cardPayments';
import type { Payment } from './payments';

/**
 * One row of the payment history: a debt (a payment of the schedule, now past), or a card payment that took
 * money (api/areas/payments.yaml, `cardPayments`), shown apart from the debts it paid.
 */
export type PaymentHistoryRow =
  | { kind: 'payment'; key: string; date: string; status: string; payment: Payment }
  | { kind: 'card-payment'; key: string; date: string; status: string; cardPayment: CardPayment; paid: Payment[] };

/** A debt as a row (the schedule's rows are all debts). */
export function debtRow(payment: Payment): PaymentHistoryRow {
  return { kind: 'payment', key: `payment-${payment.id}`, date: payment.dueDate, status: payment.status, payment };
}

/** The card payment's own day (its completedAt), or the debt's date, for ordering. */
const dayOf = (row: PaymentHistoryRow) => startOfDay(parseISO(row.date));

/**
 * The debts of the history and the card payments merged, newest first; on one day a card payment comes
 * before the debts (it settled them after they fell due). Each card payment carries the debts it paid.
 */
export function paymentHistoryRows(history: readonly Payment[], cardPayments: readonly CardPayment[]): PaymentHistoryRow[] {
  const debts = history.map(debtRow);
  const taken: PaymentHistoryRow[] = cardPayments
    .filter((cardPayment) => cardPayment.completedAt !== null)
    .map((cardPayment) => ({
      kind: 'card-payment',
      key: `card-payment-${cardPayment.id}`,
      date: cardPayment.completedAt!,
      status: cardPayment.status,
      cardPayment,
      paid: history.filter((payment) => payment.paidBy?.cardPaymentId === cardPayment.id),
    }));
  const kindOrder = (row: PaymentHistoryRow) => (row.kind === 'card-payment' ? 0 : 1);
  // Array.prototype.sort is stable: within a day and kind, the order given (each list newest first) stays.
  return [...taken, ...debts].sort((a, b) => compareDesc(dayOf(a), dayOf(b)) || kindOrder(a) - kindOrder(b));
}

/** What a card payment paid, by its invoices: 'For invoice INV-001061', 'For invoices INV-001061 and INV-001062'. */
export function cardPaymentPaidText(cardPayment: CardPayment, paid: readonly Payment[]): string {
  const invoices = paid.map((payment) => payment.invoiceNumber).filter((number): number is string => number !== null);
  if (invoices.length === 0) return `For ${cardPayment.description}`;
  if (invoices.length === 1) return `For invoice ${invoices[0]}`;
  return `For invoices ${invoices.slice(0, -1).join(', ')} and ${invoices.at(-1)}`;
}
