import { describe, expect, inject, it } from 'vitest';
import { PAYMENT_METHODS } from '@/domain/paymentMethod';
import { PAYMENT_STATUSES } from '@/domain/paymentStatus';
import { MEMBERSHIP_TIERS } from '@/domain/membershipTiers';

// The spec's §3 lists: the API sends these values and screens compare against them, so the portal's lists
// are the contract's enums, in the contract's order.
const schemas = (inject('apiDocument').components as { schemas: Record<string, { enum?: unknown[] }> }).schemas;
const contractEnum = (name: string) => {
  const values = schemas[name]?.enum;
  if (!values) throw new Error(`The contract has no enum schema ${name}`);
  return values;
};

describe('reference lists of spec §3', () => {
  it('lists the payment statuses of the contract, in its order', () => {
    expect(PAYMENT_STATUSES).toEqual(contractEnum('PaymentStatus'));
  });

  it('lists the payment methods of the contract', () => {
    expect(PAYMENT_METHODS).toEqual(contractEnum('PaymentMethod'));
  });

  it('numbers the membership tiers as the contract does', () => {
    expect(Object.values(MEMBERSHIP_TIERS)).toEqual(contractEnum('MembershipTier'));
  });
});
