import { loadFailureTarget, type LoadFailureTarget } from '@/domain/errorRoutes';
import { isHttpError, MalformedAnswerError, statusOf } from './httpError';
import { isTimeout } from './loader';
import { isSignInRequired } from './signInRequired';

// What browsers (and Node) say when a request never got an answer: Chrome, Firefox, Safari, Node. Not a
// chunk that failed to load ("Failed to fetch dynamically imported module"): that is the portal's own.
const NETWORK_FAILURE = /^(failed to fetch|networkerror when attempting to fetch resource\.|load failed|fetch failed)$/i;

/**
 * Whether an error is a call that got no usable answer: refused or failed (HttpError), unreadable, timed
 * out, cut off, or the session is over. Such a failure sends the person to its spec §2 page; anything
 * else is a fault in the portal itself.
 */
export function isFailedCall(error: unknown): boolean {
  return (
    isHttpError(error) ||
    error instanceof MalformedAnswerError ||
    isTimeout(error) ||
    isSignInRequired(error) ||
    (error instanceof TypeError && NETWORK_FAILURE.test(error.message))
  );
}

/**
 * Where a failed load sends the person (spec §2): signing in again for a 401 or a session the identity
 * SDK could not renew, otherwise the page for the status (404, 500, anything else the unknown-error page).
 */
export function failedLoadTarget(error: unknown): LoadFailureTarget {
  return isSignInRequired(error) ? { kind: 'sign-in' } : loadFailureTarget(statusOf(error));
}

/**
 * What a route's error element does with what was thrown: a failed call goes to its spec §2 target; anything
 * else is a fault in the portal itself, shown in place as the unknown-error page.
 */
export function routeFailureOutcome(error: unknown): LoadFailureTarget | { kind: 'unknown-error-in-place' } {
  return isFailedCall(error) ? failedLoadTarget(error) : { kind: 'unknown-error-in-place' };
}

/**
 * What a part of a page that fails on its own (a dashboard card in a PartBoundary) does: a session that is
 * over is the whole page's business (sign in again); anything else is said in the part, with Try again.
 */
export function partFailureOutcome(error: unknown): 'sign-in' | 'in-the-part' {
  return statusOf(error) === 401 || isSignInRequired(error) ? 'sign-in' : 'in-the-part';
}
