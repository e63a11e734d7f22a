/** The portal's own local-storage keys (DESIGN.md §4). The identity SDK keeps its token cache beside them. */
export const STORAGE_KEYS = {
  membershipNumberOverride: 'membershipNumberOverride',
  accountIdOverride: 'accountIdOverride',
  welcomeShown: 'larder.welcomeShown',
  welcomeDontShowAgain: 'larder.welcomeDontShowAgain',
  layoutSettings: 'larder.layoutSettings',
  /** Unsent forms: `larder.draft.<person>.<member in view>.<form>` (src/session/formDrafts.ts). */
  formDraftPrefix: 'larder.draft',
  /** Set when the member chose 'Don't show again' on the claim form's information modal. */
  calorClaimInfoDontShowAgain: 'larder.calorClaimInfoDontShowAgain',
  /** Who last signed in on this browser (their subject): someone else signing in removes the drafts left behind. */
  lastSignedIn: 'larder.lastSignedIn',
  /** When the signed-in person last used the portal in any tab (ms since 1970): the idle sign-out reads it (src/auth/lastActivity.ts). */
  lastActivity: 'larder.lastActivity',
  /** The analytics consent choice and when it was made (src/domain/analyticsConsent.ts). */
  analyticsConsent: 'larder.analyticsConsent',
} as const;

/**
 * Keys that survive logout (DESIGN.md §4): layout preferences are not account data, and a person who
 * said "don't show again" means it. "Close" only means "not now": the first-time welcome flag goes. The
 * analytics choice and who last signed in belong to the browser, not to a session.
 */
export const KEYS_KEPT_AT_LOGOUT: readonly string[] = [
  STORAGE_KEYS.layoutSettings,
  STORAGE_KEYS.welcomeDontShowAgain,
  STORAGE_KEYS.calorClaimInfoDontShowAgain,
  STORAGE_KEYS.lastSignedIn,
  STORAGE_KEYS.analyticsConsent,
];
