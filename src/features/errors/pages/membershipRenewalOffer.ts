import { CURRENT_MEMBERSHIP_STATUS, type MembershipInfo } from '@/domain/membership';
import type { PaymentMethod } from '@/domain/paymentMethod';
import type { SignedInUser } from '@/domain/user';

/** Spec §9 "Member type claim Caterer": only caterers may renew online. */
export const RENEWING_MEMBER_TYPE = 'Caterer';
const CARD_PAYMENT: PaymentMethod = 'Card Payment';

export type MembershipRenewalOffer =
  | { offered: false }
  /** latestMembershipCurrent: renewed (e.g. by phone) but the sign-in claims still say lapsed. */
  | { offered: true; latestMembershipCurrent: boolean };

/**
 * Spec §8: online renewal is offered to a lapsed caterer whose latest membership was paid by card
 * (checked by name) and who owes nothing. Without membership details nothing is offered.
 */
export function membershipRenewalOffer(
  user: Pick<SignedInUser, 'memberType'>,
  details: MembershipInfo | undefined,
): MembershipRenewalOffer {
  const latest = details?.latestMembership;
  const offered =
    user.memberType === RENEWING_MEMBER_TYPE && latest?.paymentType?.name === CARD_PAYMENT && details?.balance === 0;
  if (!offered) return { offered: false };
  return { offered: true, latestMembershipCurrent: latest?.status === CURRENT_MEMBERSHIP_STATUS };
}
