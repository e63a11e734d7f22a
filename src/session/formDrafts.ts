import { useCallback, useMemo, useState } from 'react';
import { useUser } from '@/auth/AuthContext';
import { formDraftKey } from '@/domain/formDraftKeys';
import { readStorage, removeStorage, writeStorage } from './localStore';
import { useActingMember } from './useActingMember';

/**
 * Unsent forms, kept in this browser as people type, so that nothing is lost when something goes
 * wrong (the session ends mid-form, the tab closes, a save fails). A draft belongs to the person signed
 * in and the member in view: another person signing in here never sees it, and staff acting for one
 * member never see another's. Files are never kept. Logout clears them, after a warning.
 */
/** Files cannot be kept (and would be too big): a draft says so when it is restored. */
const withoutFiles = (_key: string, value: unknown) => (typeof File !== 'undefined' && value instanceof File ? undefined : value);

/**
 * One form's draft for the person and member in view: `restored` is what was kept when the form
 * opened (parsed JSON, or null); `save` keeps the latest (null removes it); `discard` forgets it.
 */
export function useDraftStorage(formName: string) {
  const user = useUser();
  const { membershipNumber } = useActingMember();
  const key = useMemo(() => formDraftKey({ userId: user.id, membershipNumber }, formName), [user.id, membershipNumber, formName]);
  const [restored] = useState<unknown>(() => {
    try {
      return JSON.parse(readStorage(key) ?? 'null') as unknown;
    } catch {
      return null;
    }
  });
  const save = useCallback((value: unknown) => (value === null ? removeStorage(key) : writeStorage(key, JSON.stringify(value, withoutFiles))), [key]);
  const discard = useCallback(() => removeStorage(key), [key]);
  return { restored, save, discard };
}
