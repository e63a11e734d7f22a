import { STORAGE_KEYS } from '@/domain/storageKeys';

/**
 * When the signed-in person last used the portal, in any of its tabs: one timestamp in local storage
 * (ms since 1970), so that a person busy in one tab is not signed out by another they left open. Each tab
 * hears the others' writes as storage events. Storage can be unavailable (private browsing): then each
 * tab keeps its own time (src/auth/useIdleTimeout.ts).
 */
const KEY = STORAGE_KEYS.lastActivity;

/** This browser's local storage; none where there is no window (start-up code tested in plain Node). */
const localStore = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

export function readLastActivity(storage = localStore()): number | null {
  try {
    const value = Number(storage?.getItem(KEY) ?? NaN);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastActivity(at: number, storage = localStore()): void {
  try {
    storage?.setItem(KEY, String(at));
  } catch {
    // Not kept: this tab still times itself.
  }
}

/** Whether a storage event is about the last activity (null: the whole storage was cleared). */
export const isLastActivityChange = (event: StorageEvent) => event.key === KEY || event.key === null;
