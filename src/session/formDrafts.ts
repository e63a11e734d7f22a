import { useCallback, useMemo, useState } from 'react';
import { useUser } from '@/auth/AuthContext';
import { formDraftKey } from '@/domain/formDraftKeys';
import { draftKeysToRemove, readStoredDraft, storedDraft } from '@/domain/formDrafts';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { readStorage, removeStorage, writeStorage } from './localStore';
import { useActingMember } from './useActingMember';

/**
 * Unsent forms, kept in this browser as people type, so that nothing is lost when something goes
 * wrong (the session ends mid-form, the tab closes, a save fails). A draft belongs to the person signed
 * in and the member in view: another person signing in here never sees it, and staff acting for one
 * member never see another's. Files are never kept. A draft expires 14 days after its last change;
 * logout clears them, after a warning, and so does someone else signing in on the same browser.
 */
/** Files cannot be kept (and would be too big): a draft says so when it is restored. */
const withoutFiles = (_key: string, value: unknown) => (typeof File !== 'undefined' && value instanceof File ? undefined : value);

/**
 * One form's draft for the person and member in view: `restored` is what was kept when the form
 * opened (parsed JSON, or null; an expired draft is none); `save` keeps the latest (null removes it);
 * `discard` forgets it.
 */
export function useDraftStorage(formName: string) {
  const user = useUser();
  const { membershipNumber } = useActingMember();
  const key = useMemo(() => formDraftKey({ userId: user.id, membershipNumber }, formName), [user.id, membershipNumber, formName]);
  const [restored] = useState<unknown>(() => readStoredDraft(readStorage(key), new Date()));
  const save = useCallback((value: unknown) => (value === null ? removeStorage(key) : writeStorage(key, storedDraft(value, new Date(), withoutFiles))), [key]);
  const discard = useCallback(() => removeStorage(key), [key]);
  return { restored, save, discard };
}

/**
 * Removes expired and unreadable drafts, and, when `signedIn` is someone other than the last person
 * signed in on this browser, every draft that is not theirs; then remembers who signed in. Run at
 * start-up (no one known yet) and once someone has signed in.
 */
export function tidyFormDrafts(storage: Storage, { now = new Date(), signedIn }: { now?: Date; signedIn?: string } = {}): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
    const lastSignedIn = storage.getItem(STORAGE_KEYS.lastSignedIn);
    const entries = keys.map((key) => ({ key, raw: storage.getItem(key) }));
    for (const key of draftKeysToRemove(entries, { now, signedIn, lastSignedIn })) storage.removeItem(key);
    if (signedIn !== undefined && signedIn !== lastSignedIn) storage.setItem(STORAGE_KEYS.lastSignedIn, signedIn);
  } catch (error) {
    // Storage can be unavailable (private browsing): nothing was kept, so nothing needs tidying.
    console.warn('Could not tidy the form drafts', error);
  }
}
