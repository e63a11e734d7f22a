/**
 * A refusal as the portal reads it (api/openapi.yaml, "Refusals"): the answer's status, and from its RFC 9457
 * problem the stable `code`, the server's sentence for a person (`detail`) and, for bad input, each field.
 * The portal words its messages by `code`, never by status (DESIGN.md §5); a body that is no problem (a
 * gateway's page) has no code.
 */
export interface Refusal {
  status: number;
  code?: string;
  detail?: string;
  errors?: readonly RefusedField[];
}

/** One field or parameter a refusal names: `in` the body (`mailAddress.postcode`, `lines[0].name`), a query parameter or a header. */
export interface RefusedField {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
  detail: string;
}

/** What the portal says for a code: its own sentence, or one made from the problem (its `detail` says who, when or which). */
export type RefusalWords = string | ((problem: { code: string; detail: string }) => string);

/** A screen's messages by code (the operation's `x-problem-codes`), over the common ones below. */
export type RefusalMessages = Readonly<Partial<Record<string, RefusalWords>>>;

/** The server's own sentence: for a code whose detail names what only the server knows (who decided, which checks failed). */
export const inTheirWords: RefusalWords = ({ detail }) => detail;

/** Codes any call may answer (the description's table), worded once for every screen. */
export const COMMON_REFUSALS = {
  'role-required': 'Your role does not allow this change: developers can look but not change. Ask a Larder administrator if you should be able to.',
  'not-your-membership': 'You can only make changes to your own membership.',
  'permission-required': 'Your membership does not include this. Contact us if you think it should.',
  'not-found': 'This is no longer there. Reload the page to see the latest.',
  'invalid-request': ({ detail }) => `Some of the details were not accepted (${detail.replace(/[.!?]$/, '')}). Check them and try again.`,
  'idempotency-key-reused': 'What you sent changed after it was first sent, so it was not sent again. Check it, then send it again.',
  'request-in-progress': 'This is still being sent. Wait a moment, then try again: it will not be done twice.',
  'rate-limited': 'There have been too many requests in a short time. Wait a minute, then try again.',
  'version-mismatch':
    'Someone else changed these details while you were working on them, so yours were not saved. What you entered is still here: save again to replace their change, or reload the page to see theirs.',
  'invalid-characters': ({ detail }) => `${detail.replace(/[.!?]$/, '')}. Remove those characters and try again.`,
} as const satisfies RefusalMessages;

/** Codes that say the server failed, or the session did: trying again is the advice, as for no answer at all. */
const TRY_AGAIN_CODES = new Set(['internal-error', 'unauthenticated']);

const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The message for a refusal, by its code: the screen's own words, else the common ones, else, for a code
 * the portal does not know yet, the server's sentence (the document says to show `detail` where no message
 * of the client's own fits). No answer, no problem, a failure of the server or of the session: `fallback`.
 */
export function refusalText(refusal: Refusal | undefined, messages: RefusalMessages, fallback: string): string {
  const { code, detail } = refusal ?? {};
  if (!code || detail === undefined) return fallback;
  const words = messages[code] ?? (COMMON_REFUSALS as RefusalMessages)[code] ?? (TRY_AGAIN_CODES.has(code) || !detail.trim() ? undefined : inTheirWords);
  if (words === undefined) return fallback;
  return asSentence(typeof words === 'string' ? words : words({ code, detail }));
}

/** The body fields a refusal names, each with the refusal's code (field errors are placed beside the form's fields). */
export function refusedBodyFields(refusal: Refusal | undefined): { code: string; name: string; detail: string }[] {
  if (!refusal?.code) return [];
  return (refusal.errors ?? []).filter((field) => field.in === 'body' && field.name).map(({ name, detail }) => ({ code: refusal.code!, name, detail }));
}
