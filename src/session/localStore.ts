import { useMemo, useSyncExternalStore } from 'react';

// Local storage can be unavailable (private browsing, a full quota). Losing a flag or a draft is
// better than breaking the page, so failures are logged and ignored.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read ${key} from local storage`, error);
    return null;
  }
}

const listeners = new Set<() => void>();

/** Writes (or, with null, removes) a value and tells every component reading it. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${key} to local storage`, error);
  }
  listeners.forEach((listener) => listener());
}

export const removeStorage = (key: string) => writeStorage(key, null);

// Another tab's change counts here too (the browser's storage event).
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The current values of some local-storage keys, re-rendering when any of them changes. */
export function useStoredValues<Key extends string>(keys: readonly Key[]): Record<Key, string | null> {
  // A primitive snapshot, so React sees no change unless a value changes.
  const raw = useSyncExternalStore(subscribe, () => JSON.stringify(keys.map(readStorage)));
  return useMemo(() => {
    const values = JSON.parse(raw) as (string | null)[];
    return Object.fromEntries(keys.map((key, index) => [key, values[index] ?? null])) as Record<Key, string | null>;
    // `keys` is a constant list at every call site; the raw snapshot carries the change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);
}
