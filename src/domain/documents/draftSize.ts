import { BODY_BYTE_LIMITS } from '../contractLimits';
import { formatFileSize } from '../format/fileSize';

/** The largest draft the API takes (the contract's `x-max-body-bytes` of saveDraft): a page stays quick to open. */
export const DRAFT_MAX_BYTES = BODY_BYTE_LIMITS.saveDraft;

/** A draft's size as it is sent: its JSON, in UTF-8 bytes. */
export const draftBytes = (request: unknown) => new TextEncoder().encode(JSON.stringify(request)).byteLength;

/** Why a draft cannot be saved for its size, in plain words, or undefined when it fits. */
export function draftSizeProblem(request: unknown): string | undefined {
  const bytes = draftBytes(request);
  if (bytes <= DRAFT_MAX_BYTES) return undefined;
  return `A document can hold ${formatFileSize(DRAFT_MAX_BYTES)} of answers, and yours come to ${formatFileSize(bytes)}. Shorten the longest answers or remove rows you do not need, then try again.`;
}

/** The API's refusal of a draft past its size (413 `too-large`), when the size was not known before sending. */
export const DRAFT_REFUSED_AS_TOO_LARGE = `A document can hold ${formatFileSize(DRAFT_MAX_BYTES)} of answers, and yours come to more. Shorten the longest answers or remove rows you do not need, then try again.`;
