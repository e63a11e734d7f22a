import { formDraftsPrefixOf } from '@/domain/formDraftKeys';
import { KEYS_KEPT_AT_LOGOUT } from '@/domain/storageKeys';

export interface ClearPortalStateOptions {
  /** An idle sign-out keeps this person's unsent drafts for when they sign in again (DESIGN.md §4). */
  keepDraftsOf?: string;
}

/** Logout forgets everything the portal kept in this browser but the layout settings and 'don't show again' choices (DESIGN.md §4). */
export function clearPortalState(storage: Storage = window.localStorage, { keepDraftsOf }: ClearPortalStateOptions = {}): void {
  const keptDrafts = keepDraftsOf === undefined ? null : formDraftsPrefixOf(keepDraftsOf);
  const isKept = (key: string) => KEYS_KEPT_AT_LOGOUT.includes(key) || (keptDrafts !== null && key.startsWith(keptDrafts));
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && !isKept(key),
  );
  for (const key of keys) storage.removeItem(key);
}
