import { KEYS_KEPT_AT_LOGOUT } from '@/domain/storageKeys';

/** Logout forgets everything the portal kept in this browser but the layout settings and 'don't show again' choices (DESIGN.md §4). */
export function clearPortalState(storage: Storage = window.localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && !KEYS_KEPT_AT_LOGOUT.includes(key),
  );
  for (const key of keys) storage.removeItem(key);
}

