import { describe, expect, it, vi } from 'vitest';
import type { ApiSchemas } from '../handlers/options';
import { invoiceFor } from '../seed/account';
import { SUPPLIER } from './issuedInvoices';
import { invoicePage, paymentListRequest, paymentPage, type PaymentView } from './paymentLists';

type Payment = ApiSchemas['Payment'];
type CardPayment = ApiSchemas['CardPayment'];

const debt = (id: string, dueDate: string, status: Payment['status'], paidByCard: string | null = null): Payment => ({
  id,
  dueDate,
  description: `Monthly membership (${id})`,
  amount: 15,
  method: 'CCA Monthly',
  status,
  paidOn: status === 'Successful' || status === 'Failed - Paid' ? dueDate : null,
  invoiceNumber: `INV-${id.toUpperCase()}`,
  failureReason: null,
  paidBy: paidByCard ? { method: 'Card', cardPaymentId: paidByCard, card: { brand: 'Visa', last4: '4242' } } : null,
});

const cardPayment = (id: string, completedAt: string, status: CardPayment['status'] = 'Successful'): CardPayment => ({
  id,
  sessionId: `cs_test_${id}`,
  purpose: 'payment',
  amount: 15,
  description: 'Monthly membership',
  status,
  createdAt: completedAt,
  expiresAt: completedAt,
  completedAt,
  failureReason: null,
  replacedBy: null,
  card: { brand: 'Visa', last4: '4242' },
  refund: null,
});

// Today is 6 December 2026 in London.
const NOW = new Date('2026-12-06T10:00:00Z');

const PAYMENTS: Payment[] = [
  debt('sep', '2026-09-13', 'Successful'),
  debt('oct', '2026-10-13', 'Failed - Paid', 'card-oct'),
  debt('nov', '2026-11-13', 'Failed - Unpaid'),
  debt('aug', '2026-08-13', 'Failed - Paid', 'card-oct'),
  debt('dec', '2026-12-06', 'Due'), // due today: to come, not yet overdue
  debt('jan', '2027-01-13', 'Future'),
  debt('old', '2026-11-01', 'Due'), // Due stays in the schedule whatever its date, and is overdue
  debt('raised', '2026-12-20', 'Raised'),
  debt('jul', '2026-07-13', 'Cancelled'),
];
const CARD_PAYMENTS = [
  cardPayment('card-dup', '2026-10-13T22:30:00Z', 'Refunded'), // 13 October in London (BST ends on the 25th)
  cardPayment('card-oct', '2026-10-12T23:30:00Z'), // 13 October in London, 00:30 BST
];

const ids = (page: ApiSchemas['PaymentPage']) => page.items.map((entry) => (entry.kind === 'payment' ? entry.payment.id : entry.cardPayment.id));
const ask = (query: string) => paymentListRequest(new URL(`https://api.test/members/LM1/payments${query}`));
const pageOf = (query: string) => paymentPage({ payments: PAYMENTS }, () => CARD_PAYMENTS, ask(query), NOW);

describe('a member’s payment lists', () => {
  it.each<[string, string, string[]]>([
    // Newest day first; on one day (the London day of completedAt) the card payments before the debts, as given.
    ['the history', '', ['nov', 'card-dup', 'card-oct', 'oct', 'sep', 'aug', 'jul']],
    ['the schedule, soonest first, a Due payment whatever its date', '?view=schedule', ['old', 'dec', 'raised', 'jan']],
    ['what is overdue, oldest first: owed, due before today', '?view=overdue', ['old', 'nov']],
    ['the history in one status, debts and card payments alike', '?status=Successful', ['card-oct', 'sep']],
    ['a refunded card payment', '?status=Refunded', ['card-dup']],
    ['the schedule in a status it does not hold', '?view=schedule&status=Cancelled', []],
    ['the second page of two', '?pageSize=2&page=2', ['card-oct', 'oct']],
    ['a page past the last', '?page=3', []],
  ])('%s', (_, query, expected) => {
    expect(ids(pageOf(query))).toEqual(expected);
  });

  it('counts every match on every page, and answers the page asked for', () => {
    expect(pageOf('?pageSize=2&page=3')).toMatchObject({ page: 3, pageSize: 2, total: 7 });
    expect(pageOf('?view=overdue')).toMatchObject({ page: 1, pageSize: 25, total: 2 });
  });

  it('gives a card payment on the page the invoices it paid, oldest debt first', () => {
    const [card] = pageOf('?status=Successful&pageSize=1').items;
    expect(card).toEqual({ kind: 'cardPayment', cardPayment: CARD_PAYMENTS[1], paidInvoiceNumbers: ['INV-AUG', 'INV-OCT'] });
    const [refunded] = pageOf('?status=Refunded').items;
    expect(refunded).toMatchObject({ kind: 'cardPayment', paidInvoiceNumbers: [] });
  });

  it.each<PaymentView>(['schedule', 'overdue'])('does not read the card payments for the %s', (view) => {
    const cardPayments = vi.fn(() => CARD_PAYMENTS);
    paymentPage({ payments: PAYMENTS }, cardPayments, ask(`?view=${view}`), NOW);
    expect(cardPayments).not.toHaveBeenCalled();
  });
});

describe('a member’s invoices', () => {
  const today = new Date(2026, 11, 6);
  const customer = { ...SUPPLIER, name: 'The Larder Café' };
  const invoice = (payment: Payment, number: string, issueDate = payment.dueDate) => ({ ...invoiceFor(payment, number, today, customer), issueDate });
  const paidByCard = debt('oct', '2026-10-13', 'Failed - Paid', 'card-oct');
  const account = {
    payments: [paidByCard, debt('nov', '2026-11-13', 'Failed - Unpaid')],
    invoices: [
      invoice(paidByCard, 'INV-OCT'),
      invoice(debt('nov', '2026-11-13', 'Failed - Unpaid'), 'INV-NOV'),
      invoice(debt('x', '2026-10-13', 'Successful'), 'INV-OCT2'),
    ],
  };

  it('lists them newest first, by issue date then number, a page at a time', () => {
    const page = invoicePage(account, { page: 1, pageSize: 2 });
    expect(page.items.map((item) => item.number)).toEqual(['INV-NOV', 'INV-OCT2']);
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(invoicePage(account, { page: 2, pageSize: 2 }).items.map((item) => item.number)).toEqual(['INV-OCT']);
  });

  it('says when and how a paid one was paid (its payment’s), and nothing for one unpaid', () => {
    const [paid] = invoicePage(account, { page: 2, pageSize: 2 }).items;
    expect(paid).toMatchObject({ status: 'Paid', paidOn: '2026-10-13', paidBy: paidByCard.paidBy });
    expect(paid).not.toHaveProperty('lines');
    const [unpaid] = invoicePage(account, { page: 1, pageSize: 1 }).items;
    expect(unpaid).toMatchObject({ status: 'Overdue', paidOn: null, paidBy: null });
  });
});
