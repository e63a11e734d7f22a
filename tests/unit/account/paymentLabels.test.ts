import { describe, expect, it } from 'vitest';
import { isPayableStatus, PAYMENT_STATUS_INFO, PAYMENT_STATUSES, paymentStatusInfo } from '@/domain/paymentStatus';
import { PAYMENT_METHOD_INFO, PAYMENT_METHODS, paymentMethodLabel } from '@/domain/paymentMethod';
import { paysByDirectDebit } from '../../mocks/api/backend-reference/account';
import { MEMBERSHIP_TIER_LABELS, isMembershipTier, tierLabel } from '@/domain/membershipTiers';

describe('§3 payment statuses, each labelled, explained and toned', () => {
  it.each([
    { status: 'Due', tone: 'attention', payable: true, says: 'Due now' },
    { status: 'Future', tone: 'notStarted', payable: false, says: 'Scheduled' },
    { status: 'Successful', tone: 'done', payable: false, says: 'Paid' },
    { status: 'Raised', tone: 'waiting', payable: false, says: 'Requested' },
    { status: 'Unsuccessful', tone: 'problem', payable: true, says: 'Not paid' },
    { status: 'Inactive', tone: 'ended', payable: false, says: 'No longer needed' },
    { status: 'Cancelled', tone: 'ended', payable: false, says: 'Cancelled' },
    { status: 'Not Completed', tone: 'ended', payable: false, says: 'nothing was taken' },
    { status: 'Failed - Retry', tone: 'attention', payable: true, says: 'we will try to collect it again' },
    { status: 'Failed - Unpaid', tone: 'problem', payable: true, says: 'it is still owed' },
    { status: 'Failed - Paid', tone: 'done', payable: false, says: 'it has since been paid' },
  ])('$status: labelled "$status", $tone, payable $payable', ({ status, tone, payable, says }) => {
    const info = paymentStatusInfo(status);
    expect(info.label).toBe(status);
    expect(info.tone).toBe(tone);
    expect(info.explanation).toContain(says);
    expect(isPayableStatus(status)).toBe(payable);
  });

  it('covers every status of the spec, with a sentence each', () => {
    expect(Object.keys(PAYMENT_STATUS_INFO)).toEqual([...PAYMENT_STATUSES]);
    for (const info of Object.values(PAYMENT_STATUS_INFO)) expect(info.explanation).toMatch(/^[A-Z].*\.$/);
  });

  it('shows a status the spec does not list as it came, in grey, without guessing', () => {
    expect(paymentStatusInfo('Refunded')).toEqual({
      label: 'Refunded',
      explanation: 'Please contact us if you are unsure what this means.',
      tone: 'ended',
    });
    expect(isPayableStatus('Refunded')).toBe(false);
  });
});

describe('§3 payment methods, each labelled for members', () => {
  it.each([
    { method: 'AAP', label: 'Direct Debit, yearly', directDebit: true },
    { method: 'Card Payment', label: 'Card payment', directDebit: false },
    { method: 'CCA Monthly', label: 'Direct Debit, monthly', directDebit: true },
    { method: 'CPA Monthly', label: 'Card, monthly', directDebit: false },
    { method: 'Reactivate CPA', label: 'Card, monthly (restarted)', directDebit: false },
  ])('$method reads "$label"', ({ method, label, directDebit }) => {
    expect(paymentMethodLabel(method)).toBe(label);
    expect(paysByDirectDebit(method)).toBe(directDebit);
  });

  it('covers every method of the spec with an explanation', () => {
    expect(Object.keys(PAYMENT_METHOD_INFO)).toEqual([...PAYMENT_METHODS]);
    for (const info of Object.values(PAYMENT_METHOD_INFO)) expect(info.explanation).toMatch(/^[A-Z].*\.$/);
  });

  it.each([
    { method: 'Cheque', label: 'Cheque' },
    { method: null, label: '' },
    { method: undefined, label: '' },
  ])('shows $method as "$label"', ({ method, label }) => {
    expect(paymentMethodLabel(method)).toBe(label);
    expect(paysByDirectDebit(method)).toBe(false);
  });
});

describe('§3 membership tiers', () => {
  it.each([
    { tier: 1, label: 'Standard' },
    { tier: 2, label: 'Premium' },
    { tier: 3, label: 'Premium Plus' },
    { tier: 4, label: 'Pro' },
  ])('tier $tier reads "$label"', ({ tier, label }) => {
    expect(tierLabel(tier)).toBe(label);
    expect(isMembershipTier(tier)).toBe(true);
  });

  it.each([0, 5, 2.5, null, undefined])('%s is not a tier', (tier) => {
    expect(tierLabel(tier)).toBe('Unknown tier');
    expect(isMembershipTier(tier)).toBe(false);
  });

  it('names each of the four', () => {
    expect(Object.keys(MEMBERSHIP_TIER_LABELS)).toEqual(['1', '2', '3', '4']);
  });
});
