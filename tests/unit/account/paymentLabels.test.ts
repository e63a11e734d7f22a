import { describe, expect, it } from 'vitest';
import { isPayableStatus, PAYMENT_STATUS_INFO, PAYMENT_STATUSES, paymentStatusInfo } from '@/domain/paymentStatus';
import { PAYMENT_METHOD_INFO, PAYMENT_METHODS, paymentMethodLabel } from '@/domain/paymentMethod';
import { paysByDirectDebit } from '../../mocks/api/rules/account';
import { MEMBERSHIP_TIER_LABELS, isMembershipTier, tierLabel } from '@/domain/membershipTiers';

// Bootstrap's text-bg-* pairs set text and background together, at AA contrast.
const CONTRAST_SAFE_BADGES = /^text-bg-(primary|secondary|success|danger|warning|info|light|dark)( border)?$/;

describe('§3 payment statuses, each labelled, explained and coloured', () => {
  it.each([
    { status: 'Due', badge: 'text-bg-warning', payable: true, says: 'Due now' },
    { status: 'Future', badge: 'text-bg-light border', payable: false, says: 'Scheduled' },
    { status: 'Successful', badge: 'text-bg-success', payable: false, says: 'Paid' },
    { status: 'Raised', badge: 'text-bg-info', payable: false, says: 'Requested' },
    { status: 'Unsuccessful', badge: 'text-bg-danger', payable: true, says: 'Not paid' },
    { status: 'Inactive', badge: 'text-bg-secondary', payable: false, says: 'No longer needed' },
    { status: 'Cancelled', badge: 'text-bg-secondary', payable: false, says: 'Cancelled' },
    { status: 'Not Completed', badge: 'text-bg-secondary', payable: false, says: 'nothing was taken' },
    { status: 'Failed - Retry', badge: 'text-bg-warning', payable: true, says: 'we will try to collect it again' },
    { status: 'Failed - Unpaid', badge: 'text-bg-danger', payable: true, says: 'it is still owed' },
    { status: 'Failed - Paid', badge: 'text-bg-success', payable: false, says: 'it has since been paid' },
  ])('$status: labelled "$status", $badge, payable $payable', ({ status, badge, payable, says }) => {
    const info = paymentStatusInfo(status);
    expect(info.label).toBe(status);
    expect(info.badgeClass).toBe(badge);
    expect(info.explanation).toContain(says);
    expect(isPayableStatus(status)).toBe(payable);
  });

  it('covers every status of the spec, with a contrast-safe badge and a sentence each', () => {
    expect(Object.keys(PAYMENT_STATUS_INFO)).toEqual([...PAYMENT_STATUSES]);
    for (const info of Object.values(PAYMENT_STATUS_INFO)) {
      expect(info.badgeClass).toMatch(CONTRAST_SAFE_BADGES);
      expect(info.explanation).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('shows a status the spec does not list as it came, in grey, without guessing', () => {
    expect(paymentStatusInfo('Refunded')).toEqual({
      label: 'Refunded',
      explanation: 'Please contact us if you are unsure what this means.',
      badgeClass: 'text-bg-secondary',
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
