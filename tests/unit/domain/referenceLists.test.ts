import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@/domain/paymentMethod';
import { PAYMENT_STATUSES } from '@/domain/paymentStatus';
import { MEMBERSHIP_TIERS } from '@/domain/membershipTiers';

// The spec's §3 lists, spelt exactly: the API sends these strings and screens compare against them.
describe('reference lists of spec §3', () => {
  it('lists the eleven payment statuses in the spec order', () => {
    expect(PAYMENT_STATUSES).toEqual([
      'Due',
      'Future',
      'Successful',
      'Raised',
      'Unsuccessful',
      'Inactive',
      'Cancelled',
      'Not Completed',
      'Failed - Retry',
      'Failed - Unpaid',
      'Failed - Paid',
    ]);
  });

  it('lists the five payment methods', () => {
    expect(PAYMENT_METHODS).toEqual(['AAP', 'Card Payment', 'CCA Monthly', 'CPA Monthly', 'Reactivate CPA']);
  });

  it.each([
    { tier: 'Standard', value: 1 },
    { tier: 'Premium', value: 2 },
    { tier: 'PremiumPlus', value: 3 },
    { tier: 'Pro', value: 4 },
  ] as const)('numbers the $tier tier $value', ({ tier, value }) => {
    expect(MEMBERSHIP_TIERS[tier]).toBe(value);
  });

  it('has exactly the four membership tiers', () => {
    expect(Object.keys(MEMBERSHIP_TIERS)).toEqual(['Standard', 'Premium', 'PremiumPlus', 'Pro']);
  });
});
