import { isHttpError, MalformedAnswerError } from './httpError';
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
