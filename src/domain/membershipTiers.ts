/** Membership tiers of spec §3 with the numbers the API uses for them. */
export const MEMBERSHIP_TIERS = { Standard: 1, Premium: 2, PremiumPlus: 3, Pro: 4 } as const;
export type MembershipTierName = keyof typeof MEMBERSHIP_TIERS;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[MembershipTierName];
