import { describe, expect, it } from 'vitest';
import type { CardPayment } from '@/domain/account/cardPayments';
import { cardRefundInfo } from '@/domain/account/cardRefunds';
import { cardPaymentPaidText, paymentHistoryRows } from '@/domain/account/paymentHistory';
import type { Payment } from '@/domain/account/payments';

const debt = (id: string, dueDate: string, paidBy: string | null = null, invoiceNumber: string | null = null): Payment => ({
  id,
  dueDate,
  description: `Monthly membership (${id})`,
  amount: 15,
  method: 'CCA Monthly',
  status: paidBy ? 'Failed - Paid' : 'Successful',
  paidOn: paidBy ? '2026-11-27' : dueDate,
  invoiceNumber,
  failureReason: null,
  paidBy: paidBy ? { method: 'Card', cardPaymentId: paidBy, card: { brand: 'Visa', last4: '4242' } } : null,
});

const cardPayment = (id: string, completedAt: string | null, status: CardPayment['status'] = 'Successful'): CardPayment => ({
  id,
  sessionId: `cs_test_${id}`,
  purpose: 'payment',
  amount: 15,
  description: 'Monthly membership, Standard (3 of 12)',
  status,
  createdAt: '2026-11-27T09:00:00Z',
  expiresAt: '2026-11-27T09:30:00Z',
  completedAt,
  failureReason: null,
  replacedBy: null,
  refund: null,
  card: { brand: 'Visa', last4: '4242' },
});

describe('the payment history: debts and the card payments that paid them', () => {
  const history = [debt('nov', '2026-11-13', 'card-1', 'INV-001061'), debt('oct', '2026-10-13'), debt('sep', '2026-09-13')];

  it('puts each card payment on its own day, newest first, before the debts of that day', () => {
    const rows = paymentHistoryRows(history, [cardPayment('card-2', '2026-11-27T12:00:00'), cardPayment('card-1', '2026-10-13T10:00:00')]);
    expect(rows.map((row) => row.key)).toEqual([
      'card-payment-card-2',
      'payment-nov',
      'card-payment-card-1',
      'payment-oct',
      'payment-sep',
    ]);
  });

  it('gives each card payment the debts it paid, and each row its status for the filter', () => {
    const [row] = paymentHistoryRows(history, [cardPayment('card-1', '2026-11-27T12:00:00')]);
    expect(row).toMatchObject({ kind: 'card-payment', status: 'Successful' });
    expect(row!.kind === 'card-payment' && row!.paid.map((payment) => payment.id)).toEqual(['nov']);
  });

  it('leaves out a card payment not finished (no completedAt)', () => {
    expect(paymentHistoryRows([], [cardPayment('open', null, 'Raised')])).toEqual([]);
  });
});

describe('what a card payment row says', () => {
  it.each([
    { invoices: ['INV-001061'], says: 'For invoice INV-001061' },
    { invoices: ['INV-001061', 'INV-001062'], says: 'For invoices INV-001061 and INV-001062' },
    { invoices: ['INV-1', 'INV-2', 'INV-3'], says: 'For invoices INV-1, INV-2 and INV-3' },
    { invoices: [], says: 'For Monthly membership, Standard (3 of 12)' },
  ])('paid $invoices: "$says"', ({ invoices, says }) => {
    const paid = invoices.map((number, index) => debt(String(index), '2026-11-13', 'card-1', number));
    expect(cardPaymentPaidText(cardPayment('card-1', '2026-11-27T12:00:00'), paid)).toBe(says);
  });

  const refund = (status: 'Pending' | 'Succeeded' | 'Failed', failureReason: string | null = null) => ({
    id: 'r1',
    cardPaymentId: 'dup',
    providerReference: 're_test_1',
    amount: 15,
    reason: 'duplicate' as const,
    status,
    createdAt: '2026-11-27T12:00:00Z',
    completedAt: status === 'Pending' ? null : '2026-11-28T09:00:00Z',
    failureReason,
  });

  it.each([
    { refund: refund('Pending'), label: 'Refund pending', tone: 'waiting', text: 'Being refunded in full to your card, asked for on 27/11/2026: it was for something already paid.' },
    { refund: refund('Succeeded'), label: 'Refunded', tone: 'ended', text: 'Refunded in full to your card on 28/11/2026: it was for something already paid.' },
    {
      refund: refund('Failed', 'The card has expired or been cancelled.'),
      label: 'Refund failed',
      tone: 'problem',
      text: "We couldn't refund it to your card. The card has expired or been cancelled. We will contact you to pay it back another way.",
    },
  ])('says how a duplicate’s refund stands: $label', ({ refund: given, label, tone, text }) => {
    expect(cardRefundInfo(given)).toEqual({ label, tone, text });
  });
});
