import { draftOwnerOf, isFormDraftKey } from './formDraftKeys';

/**
 * A form draft lives 14 days from its last change: long enough for a member to come back to a claim or a
 * document after a week away, short enough that names, addresses and reasons do not linger in a shared
 * browser (DESIGN.md §4).
 */
export const DRAFT_LIFETIME_DAYS = 14;
const DRAFT_LIFETIME_MS = DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** What is kept under a draft's key: the values and when they were saved. */
interface StoredDraft {
  savedAt: string;
  values: unknown;
}

/** The stored form of a draft's values, saved now. */
export const storedDraft = (values: unknown, now: Date, replacer?: (key: string, value: unknown) => unknown): string =>
  JSON.stringify({ savedAt: now.toISOString(), values } satisfies StoredDraft, replacer);

/**
 * The values of a stored draft, or null when there is none, it cannot be read, it has no date (kept before
 * drafts expired, so of unknown age) or it is more than 14 days old.
 */
export function readStoredDraft(raw: string | null, now: Date): unknown {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || !('savedAt' in stored) || !('values' in stored)) return null;
  // Plain Date arithmetic (the dates are ISO instants this code wrote): date-fns stays out of the first load.
  const savedAt = typeof stored.savedAt === 'string' ? Date.parse(stored.savedAt) : NaN;
  if (Number.isNaN(savedAt) || now.getTime() - savedAt > DRAFT_LIFETIME_MS) return null;
  return stored.values ?? null;
}

/**
 * The draft keys to remove from a browser's storage: every draft that expired or cannot be read and,
 * when someone other than the last person signs in (`signedIn` differs from `lastSignedIn`), every draft
 * that is not theirs. Other keys are never touched.
 */
export function draftKeysToRemove(
  entries: readonly { key: string; raw: string | null }[],
  { now, signedIn, lastSignedIn }: { now: Date; signedIn?: string; lastSignedIn?: string | null },
): string[] {
  const someoneElse = signedIn !== undefined && signedIn !== lastSignedIn;
  return entries
    .filter(({ key }) => isFormDraftKey(key))
    .filter(({ key, raw }) => readStoredDraft(raw, now) === null || (someoneElse && draftOwnerOf(key) !== signedIn))
    .map(({ key }) => key);
}

/**
 * Only what the person changed, by top-level field: the rest of a form (prefilled from the API) is loaded
 * again when it opens, so a draft need not keep it. `dirty` is react-hook-form's dirtyFields.
 */
export function changedValuesOnly<Values extends Record<string, unknown>>(values: Values, dirty: Partial<Record<keyof Values, unknown>>): Partial<Values> {
  const isDirty = (mark: unknown): boolean =>
    mark === true || (Array.isArray(mark) ? mark.some(isDirty) : typeof mark === 'object' && mark !== null && Object.values(mark).some(isDirty));
  return Object.fromEntries(Object.entries(values).filter(([name]) => isDirty(dirty[name as keyof Values]))) as Partial<Values>;
}
