import { adminRole, FIXED_ROLES, hasRole } from './roles';

/** How long a signed-in person may leave the portal untouched (DESIGN.md §4), from the configuration. */
export interface IdleTimeoutSettings {
  /** Members and staff without payout or claim powers. */
  minutes: number;
  /** Staff who can release payouts or decide claims: a shorter time. */
  payoutStaffMinutes: number;
  /** How long before the sign-out the warning shows. */
  warningMinutes: number;
}

export const DEFAULT_IDLE_TIMEOUT: IdleTimeoutSettings = { minutes: 30, payoutStaffMinutes: 15, warningMinutes: 2 };

const MINUTE_MS = 60_000;

/** `/account/logout?reason=idle`: signed out for inactivity, keeping the person's drafts (src/auth/LogoutPage.tsx). */
export const IDLE_LOGOUT_REASON = 'idle';

/**
 * The roles whose sessions end sooner: {product}Admin releases BACS payouts and approves cashback, and
 * claims employees decide claims (the contract's x-roles on those calls).
 */
const payoutOrClaimRoles = (productKey: string): readonly string[] => [adminRole(productKey), FIXED_ROLES.calorClaimsEmployee];

/** The idle time after which this person is signed out, in minutes. */
export function idleMinutesFor(roles: readonly string[], productKey: string, settings: IdleTimeoutSettings): number {
  return payoutOrClaimRoles(productKey).some((role) => hasRole(roles, role)) ? settings.payoutStaffMinutes : settings.minutes;
}

export type IdleState =
  /** In use: the warning comes at `changesAt`. */
  | { stage: 'active'; changesAt: number }
  /** Warned: signed out at `signOutAt`; `minutesLeft` (whole minutes, rounded up) next changes at `changesAt`. */
  | { stage: 'warning'; signOutAt: number; minutesLeft: number; changesAt: number }
  | { stage: 'expired' };

/**
 * Where a session stands `now` (ms), its last activity at `lastActivityAt` (ms), signed out after
 * `limitMinutes` idle with a warning `warningMinutes` before. The minutes left change once a minute, so the
 * countdown a screen reader hears is not a stream of seconds.
 */
export function idleStateAt(now: number, lastActivityAt: number, limitMinutes: number, warningMinutes: number): IdleState {
  // A time ahead of the clock (the clock was put back) counts from now, never later.
  const signOutAt = Math.min(lastActivityAt, now) + limitMinutes * MINUTE_MS;
  const warnAt = signOutAt - warningMinutes * MINUTE_MS;
  if (now >= signOutAt) return { stage: 'expired' };
  if (now < warnAt) return { stage: 'active', changesAt: warnAt };
  const minutesLeft = Math.ceil((signOutAt - now) / MINUTE_MS);
  return { stage: 'warning', signOutAt, minutesLeft, changesAt: signOutAt - (minutesLeft - 1) * MINUTE_MS };
}

/** "2 minutes", "1 minute". */
export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
