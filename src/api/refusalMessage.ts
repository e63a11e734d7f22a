import { refusalText, type RefusalMessages } from '@/domain/refusal';
import { refusalOf } from './httpError';

export const TRY_AGAIN = 'Something went wrong and nothing was changed. Please try again; if it keeps happening, contact the web team.';

/**
 * What to say when the API refuses an action, by the refusal's code (src/domain/refusal.ts): the screen's
 * `messages` for the operation's own codes, the common wording for the codes any call may answer, and
 * `fallback` (try again) for a failure or no answer at all. Never by status (DESIGN.md §5).
 */
export function refusalMessage(error: unknown, messages: RefusalMessages = {}, fallback = TRY_AGAIN): string {
  return refusalText(refusalOf(error), messages, fallback);
}
