/**
 * Sign-in loops: when the API (or the identity SDK) keeps refusing a signed-in person, sending them to
 * sign in again would bring them back to the same refusal, for ever. The portal sends them once; a
 * refusal right after they come back lands on the login-issue page instead. Kept in session storage,
 * so it lasts across the redirect, in this tab only.
 */
const KEY = 'larder.signInAgain';

/** How soon after coming back a refusal counts as "still refused", not as a session that ended later. */
export const REFUSED_AGAIN_WINDOW_MS = 30_000;

interface SignInAgainRecord {
  /** Which call was refused, e.g. 'GET /members/LM100001/permissions'. */
  call: string;
  sentAt: string;
  /** Set when the person is back from the identity provider. */
  returnedAt?: string;
}

/** What the login-issue page tells a support person: when, which call; never a token. */
export interface RefusedAgain {
  call: string;
  firstCall: string;
  at: string;
}

/** This tab's session storage; none where there is no window (start-up code tested in plain Node). */
const tabStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

function read(storage: Storage | undefined): SignInAgainRecord | null {
  try {
    return JSON.parse(storage?.getItem(KEY) ?? 'null') as SignInAgainRecord | null;
  } catch {
    return null;
  }
}

/** The person is being sent to sign in again because this call was refused. */
export function recordSignInAgain(call: string, now: Date, storage = tabStorage()): void {
  storage?.setItem(KEY, JSON.stringify({ call, sentAt: now.toISOString() } satisfies SignInAgainRecord));
}

/** The sign-in callback completed: a refusal in the next moments means signing in again did not help. */
export function markBackFromSignIn(now: Date, storage = tabStorage()): void {
  const record = read(storage);
  if (record && !record.returnedAt) storage?.setItem(KEY, JSON.stringify({ ...record, returnedAt: now.toISOString() }));
}

/** Whether this refusal follows a sign-in that was itself caused by a refusal, moments ago. */
export function refusedRightAfterSigningInAgain(call: string, now: Date, storage = tabStorage()): RefusedAgain | null {
  const record = read(storage);
  if (!record?.returnedAt) return null;
  const sinceReturn = now.getTime() - new Date(record.returnedAt).getTime();
  if (!(sinceReturn >= 0 && sinceReturn <= REFUSED_AGAIN_WINDOW_MS)) return null;
  return { call, firstCall: record.call, at: now.toISOString() };
}

/** A fresh start: "Try again" on the login-issue page, or logout. */
export function forgetSignInAgain(storage = tabStorage()): void {
  storage?.removeItem(KEY);
}
