/** Membership tiers of spec §3 with the numbers the API uses for them. */
export const MEMBERSHIP_TIERS = { Standard: 1, Premium: 2, PremiumPlus: 3, Pro: 4 } as const;
export type MembershipTierName = keyof typeof MEMBERSHIP_TIERS;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[MembershipTierName];

/** How members read the tiers' names ('PremiumPlus' is the API's spelling). */
export const MEMBERSHIP_TIER_LABELS: Record<MembershipTier, string> = {
  1: 'Standard',
  2: 'Premium',
  3: 'Premium Plus',
  4: 'Pro',
};

/** Lowest first, as the upgrade page lays them out. */
export const TIERS_IN_ORDER: readonly MembershipTier[] = [1, 2, 3, 4];

export function isMembershipTier(value: unknown): value is MembershipTier {
  return typeof value === 'number' && TIERS_IN_ORDER.includes(value as MembershipTier);
}

/** The tier's name; an unknown number says so rather than guessing. */
export function tierLabel(tier: number | null | undefined): string {
  return isMembershipTier(tier) ? MEMBERSHIP_TIER_LABELS[tier] : 'Unknown tier';
}
