import { describe, expect, it } from 'vitest';
import { cardRefundInfo } from '@/domain/account/cardRefunds';
import { cardPaymentPaidText } from '@/domain/account/paymentHistory';

describe('what a card payment row says', () => {
  it.each([
    { invoices: ['INV-001061'], says: 'For invoice INV-001061' },
    { invoices: ['INV-001061', 'INV-001062'], says: 'For invoices INV-001061 and INV-001062' },
    { invoices: ['INV-1', 'INV-2', 'INV-3'], says: 'For invoices INV-1, INV-2 and INV-3' },
    { invoices: [], says: 'For Monthly membership, Standard (3 of 12)' },
  ])('paid $invoices: "$says"', ({ invoices, says }) => {
    expect(cardPaymentPaidText({ description: 'Monthly membership, Standard (3 of 12)' }, invoices)).toBe(says);
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
