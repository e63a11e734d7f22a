import { describe, expect, it } from 'vitest';
import type { MembershipInfo } from '@/domain/membership';
import { membershipRenewalOffer } from '@/features/errors/pages/membershipRenewalOffer';

const details = (paymentType: string | null, balance: number | null | undefined, status = 'Lapsed'): MembershipInfo => ({
  latestMembership: { status, paymentType: paymentType === null ? null : { name: paymentType } },
  balance,
});

describe('membershipRenewalOffer (spec §8: a caterer paying by card who owes nothing may renew online)', () => {
  it.each([
    { why: 'caterer, card payment, balance 0', memberType: 'Caterer', info: details('Card Payment', 0), offered: true },
    { why: 'another member type', memberType: 'Restaurant', info: details('Card Payment', 0), offered: false },
    { why: 'no member type claim', memberType: undefined, info: details('Card Payment', 0), offered: false },
    { why: 'member type in lower case', memberType: 'caterer', info: details('Card Payment', 0), offered: false },
    { why: 'paid by AAP', memberType: 'Caterer', info: details('AAP', 0), offered: false },
    { why: 'paid by CCA Monthly', memberType: 'Caterer', info: details('CCA Monthly', 0), offered: false },
    { why: 'payment type name in another case', memberType: 'Caterer', info: details('card payment', 0), offered: false },
    { why: 'no payment type', memberType: 'Caterer', info: details(null, 0), offered: false },
    { why: 'owes money', memberType: 'Caterer', info: details('Card Payment', 85), offered: false },
    { why: 'in credit', memberType: 'Caterer', info: details('Card Payment', -10), offered: false },
    { why: 'balance unknown (null)', memberType: 'Caterer', info: details('Card Payment', null), offered: false },
    { why: 'balance missing', memberType: 'Caterer', info: details('Card Payment', undefined), offered: false },
    { why: 'no latest membership', memberType: 'Caterer', info: { balance: 0 }, offered: false },
    { why: 'membership details not loaded', memberType: 'Caterer', info: undefined, offered: false },
  ])('$why → offered: $offered', ({ memberType, info, offered }) => {
    expect(membershipRenewalOffer({ memberType }, info).offered).toBe(offered);
  });

  it.each([
    { latestStatus: 'Current', latestMembershipCurrent: true },
    { latestStatus: 'Lapsed', latestMembershipCurrent: false },
    { latestStatus: 'current', latestMembershipCurrent: false },
  ])('latest membership $latestStatus → latestMembershipCurrent: $latestMembershipCurrent', ({ latestStatus, latestMembershipCurrent }) => {
    expect(membershipRenewalOffer({ memberType: 'Caterer' }, details('Card Payment', 0, latestStatus))).toEqual({
      offered: true,
      latestMembershipCurrent,
    });
  });
});
