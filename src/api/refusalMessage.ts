import { isHttpError } from './httpError';
import { isVersionMismatch, VERSION_MISMATCH_MESSAGE } from './versions';

export const TRY_AGAIN = 'Something went wrong and nothing was changed. Please try again; if it keeps happening, contact the web team.';

/**
 * What to tell staff when the API refuses an action: its own reason for a refusal of the request or the
 * state (400, 409, 422: the problem's `detail`), a plain sentence for 403 and 404, and "try
 * again" for anything else (a server error, no connection).
 */
export function refusalMessage(error: unknown, fallback = TRY_AGAIN): string {
  if (!isHttpError(error)) return fallback;
  if (isVersionMismatch(error)) return VERSION_MISMATCH_MESSAGE;
  if (error.status === 403) return 'You are not allowed to do this. Ask a Larder administrator if you should be.';
  if (error.status === 404) return 'This is no longer there. Reload the page to see the latest.';
  if (error.status !== 400 && error.status !== 409 && error.status !== 422) return fallback;
  const text = error.reason;
  if (!text) return fallback;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
