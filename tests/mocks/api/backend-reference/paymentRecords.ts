// TEST DOUBLE, never shipped: how the simulated API lists what a member paid (api/areas/payments.yaml): the
// card payments that took money, apart from the debts, and each invoice with when and how it was paid, all
// read from the store's own records.
import type { ApiSchemas } from '../handlers/options';
import type { CardPaymentRecord, InvoiceRecord, MemberAccountRecord } from '../seed/account';
import type { SimulatorStore } from '../store';
import { expireIfDue } from './cardPayments';

/** What the portal sees of a card payment: not the return address or the internal target. */
export function publicCardPayment(record: CardPaymentRecord): ApiSchemas['CardPayment'] {
  const { membershipNumber: _member, returnUrl: _returnUrl, target: _target, ...payment } = record;
  return payment;
}

/** Money the provider took: paid and applied, or taken for items already paid and given back. */
const TOOK_MONEY: readonly ApiSchemas['CardPaymentStatus'][] = ['Successful', 'Refunded'];

/** The member's card payments that took money, newest first: the history's card payment entries (paymentLists.ts). */
export function cardPaymentsTaken(store: SimulatorStore, membershipNumber: string, now: Date): ApiSchemas['CardPayment'][] {
  return store.account.cardPayments
    .filter((record) => record.membershipNumber === membershipNumber && TOOK_MONEY.includes(expireIfDue(record, now).status))
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
    .map(publicCardPayment);
}

/** When and how an invoice was paid: its payment's, while the invoice is Paid. */
export function invoicePaid(account: MemberAccountRecord, invoice: Pick<InvoiceRecord, 'number' | 'status'>): Pick<ApiSchemas['Invoice'], 'paidOn' | 'paidBy'> {
  const payment = account.payments.find((candidate) => candidate.invoiceNumber === invoice.number);
  if (invoice.status !== 'Paid' || !payment) return { paidOn: null, paidBy: null };
  return { paidOn: payment.paidOn, paidBy: payment.paidBy };
}
