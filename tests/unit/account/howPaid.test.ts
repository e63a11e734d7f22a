import { describe, expect, it } from 'vitest';
import { cardLabel, howPaidText, type PaidBy } from '@/domain/account/howPaid';

const VISA: PaidBy = { method: 'Card', cardPaymentId: 'c4a9e000-0000-4000-8000-000000000083', card: { brand: 'Visa', last4: '4242' } };

describe('when and how something was paid', () => {
  it.each([
    { paidOn: '2026-11-27', paidBy: VISA, says: 'Paid by card on 27/11/2026 (Visa ending 4242)' },
    { paidOn: '2026-11-27', paidBy: { ...VISA, cardPaymentId: null, card: null }, says: 'Paid by card on 27/11/2026' },
    { paidOn: '2026-10-13', paidBy: { method: 'Direct Debit' as const, cardPaymentId: null, card: null }, says: 'Paid by Direct Debit on 13/10/2026' },
    { paidOn: null, paidBy: null, says: '' },
    { paidOn: '2026-11-27', paidBy: null, says: '' },
  ])('$paidOn, $paidBy.method: "$says"', ({ paidOn, paidBy, says }) => {
    expect(howPaidText(paidOn, paidBy)).toBe(says);
  });

  it.each([
    { card: { brand: 'Visa', last4: '3184' }, says: 'Visa ending 3184' },
    { card: { brand: 'Mastercard', last4: '4444' }, says: 'Mastercard ending 4444' },
  ])('names a card as a member recognises it: $says', ({ card, says }) => {
    expect(cardLabel(card)).toBe(says);
  });
});
