import { useMemo } from 'react';
import { isHttpError } from './httpError';

/**
 * The `Idempotency-Key` of a submission (DESIGN.md §5, docs/decisions/idempotency-per-attempt.md): one
 * random key per attempt, made when the person presses the button, reused for the automatic retries of
 * that attempt and, in this tab, for the same values sent again while the attempt has had no answer (a
 * reload mid-submit, a retry after a timeout), so the server answers with what it did the first time.
 * Once the server has answered (accepted or refused) the attempt is over: the next press is a new one.
 */
export interface SubmissionAttempt {
  /** The key for sending these values now. */
  keyFor(values: unknown): string;
  /**
   * The submission ended (TanStack Query's onSettled error: null on success). Once the server has
   * answered, accepted or refused, the attempt is over.
   */
  settle(error: unknown): void;
}

interface OpenAttempt {
  key: string;
  fingerprint: string;
}

const STORAGE_PREFIX = 'larder.attempt.';

/** Files stand for themselves by what identifies them cheaply; their bytes are not read. */
function fingerprintOf(values: unknown): string {
  // A submission without a body (approve, submit) is fingerprinted as null.
  const text = JSON.stringify(values ?? null, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? { size: value.size, type: value.type, ...(value instanceof File ? { name: value.name, lastModified: value.lastModified } : {}) }
      : value,
  );
  // cyrb53: a short, stable fingerprint, so the values themselves are never kept in the tab's storage.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// The tab's storage can be unavailable (private browsing): then an attempt lives as long as the page.
const memory = new Map<string, string>();
function read(name: string): OpenAttempt | undefined {
  let text: string | null | undefined;
  try {
    text = window.sessionStorage.getItem(STORAGE_PREFIX + name);
  } catch {
    text = memory.get(name);
  }
  try {
    return text ? (JSON.parse(text) as OpenAttempt) : undefined;
  } catch {
    return undefined;
  }
}
function write(name: string, attempt: OpenAttempt | undefined) {
  const text = attempt && JSON.stringify(attempt);
  try {
    if (text) window.sessionStorage.setItem(STORAGE_PREFIX + name, text);
    else window.sessionStorage.removeItem(STORAGE_PREFIX + name);
  } catch {
    if (text) memory.set(name, text);
    else memory.delete(name);
  }
}

/** Attempts of one kind of submission, e.g. `submissionAttempt('calor-claim:LM100001')`. */
export function submissionAttempt(name: string): SubmissionAttempt {
  return {
    keyFor(values) {
      const fingerprint = fingerprintOf(values);
      const open = read(name);
      if (open?.fingerprint === fingerprint) return open.key;
      const attempt = { key: crypto.randomUUID(), fingerprint };
      write(name, attempt);
      return attempt.key;
    },
    settle(error) {
      // No answer (a timeout, a lost connection), or the first request still being processed: the server
      // may act on it, so the attempt stays open and the next press asks for its answer.
      if (error === null || error === undefined || (isHttpError(error) && error.code !== 'request-in-progress')) write(name, undefined);
    },
  };
}

export function useSubmissionAttempt(name: string): SubmissionAttempt {
  return useMemo(() => submissionAttempt(name), [name]);
}
