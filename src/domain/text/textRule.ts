/**
 * The one text rule (api/openapi.yaml, "Text"), for every free-text field the portal sends and the API
 * keeps. Text is Unicode-normalised: NFC for what people read (é typed as e + a combining accent becomes
 * the one letter é), NFKC for an identity matched to find duplicates (full-width ＤＧＳ２０ is DGS20).
 * Refused everywhere, because they hide or rearrange what a reader sees:
 * - control characters (C0, DEL, C1, line and paragraph separators, lone surrogates); line breaks and tabs
 *   are allowed only where the field takes several lines;
 * - direction formatting characters: an override makes `DGS-‮11002` show as `DGS-20011`;
 * - invisible characters: every other format character (zero-width spaces and joiners, the byte-order
 *   mark, soft hyphens, tag characters) and the Hangul fillers, which draw nothing.
 */

/** How a field is read: one line, several lines, or an identity matched for duplicates (the contract's `x-text`). */
export type TextKind = 'line' | 'lines' | 'identity';

export type TextProblem = 'control' | 'direction' | 'invisible';

const CONTROL = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/u;
const LINE_BREAKS_AND_TABS = /[\r\n\t]/g;

/** What is wrong with a text, or undefined when the rule takes it. */
export function textProblem(text: string, kind: TextKind = 'line'): TextProblem | undefined {
  const checked = kind === 'lines' ? text.replace(LINE_BREAKS_AND_TABS, '') : text;
  if (CONTROL.test(checked)) return 'control';
  if (DIRECTION.test(checked)) return 'direction';
  if (INVISIBLE.test(checked)) return 'invisible';
  return undefined;
}

/** The text with every character the rule refuses left out (for a search, where nothing is kept). */
export const withoutHiddenCharacters = (text: string) =>
  text.replace(new RegExp(`${CONTROL.source}|${DIRECTION.source}|${INVISIBLE.source}`, 'gu'), '');

/** The text as it is kept: NFC, or NFKC for an identity. */
export const normaliseText = (text: string, kind: TextKind = 'line') => text.normalize(kind === 'identity' ? 'NFKC' : 'NFC');

/** The message beside a field (GOV.UK style, naming it) whose text breaks the rule. */
export function textProblemMessage(label: string, problem: TextProblem): string {
  switch (problem) {
    case 'control':
      return `${label} must not include hidden control characters: type it in rather than pasting it`;
    case 'direction':
      return `${label} must not include characters that change the direction of text`;
    case 'invisible':
      return `${label} must not include invisible characters, such as zero-width spaces`;
  }
}
