import type { MembershipTier } from '../membershipTiers';

/** One tier as the association offers it (GET /members/reference-data/membership-tiers). */
export interface MembershipTierOffer {
  tier: MembershipTier;
  /** A year's price in pounds, including VAT. */
  pricePerYear: number;
  /** What the tier includes, each a short line. */
  benefits: string[];
}

/** GET /members/{n}/upgrade-quotes: the price to move up now, for the rest of this membership year. */
export interface UpgradeQuotes {
  currentTier: MembershipTier;
  membershipEndDate: string;
  /** The member pays by Direct Debit with an active mandate: an upgrade is added to it. */
  addsToDirectDebit: boolean;
  quotes: UpgradeQuote[];
}

/** GET /members/{n}/upgrade-quotes' answer (always 200): the quotes, or the API's reason why upgrading online is not possible now (the membership has ended). */
export type UpgradeQuotesAnswer = { upgradable: true; quotes: UpgradeQuotes } | { upgradable: false; reason: string };

export interface UpgradeQuote {
  tier: MembershipTier;
  /** The difference in yearly price for the days left, including VAT, rounded to pence. */
  price: number;
  daysRemaining: number;
}

/** POST /members/{n}/upgrades (Direct Debit): the upgrade is made now and collected with the next payment. */
export interface DirectDebitUpgrade {
  tier: MembershipTier;
  amount: number;
  collectionDate: string;
}

/** The upgrade page's four cards, lowest first, each with its quote when it is a step up. */
export function tierCards(offers: readonly MembershipTierOffer[], quotes: UpgradeQuotes) {
  return [...offers]
    .sort((a, b) => a.tier - b.tier)
    .map((offer) => ({
      offer,
      isCurrent: offer.tier === quotes.currentTier,
      isLower: offer.tier < quotes.currentTier,
      quote: quotes.quotes.find((quote) => quote.tier === offer.tier),
    }));
}
