import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../domain/storageKeys';

export interface WelcomeFlags {
  welcomeShown: boolean;
  dontShowAgain: boolean;
}

const FLAG_KEYS: readonly string[] = [STORAGE_KEYS.welcomeShown, STORAGE_KEYS.welcomeDontShowAgain];
const FLAG_SET = 'true';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Another tab's choice counts here too, so the welcome never shows again once dismissed anywhere.
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || FLAG_KEYS.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const isSet = (key: string) => localStorage.getItem(key) !== null;
// A primitive snapshot, so React sees no change unless a flag changes.
const snapshot = () => `${isSet(STORAGE_KEYS.welcomeShown)}|${isSet(STORAGE_KEYS.welcomeDontShowAgain)}`;

function setFlags(...keys: string[]) {
  keys.forEach((key) => localStorage.setItem(key, FLAG_SET));
  notify();
}

/** The welcome modal's two local-storage flags (spec §3, DESIGN.md §4); logout clears both. */
export function useWelcomeFlags() {
  const [welcomeShown, dontShowAgain] = useSyncExternalStore(subscribe, snapshot).split('|');
  return {
    flags: { welcomeShown: welcomeShown === 'true', dontShowAgain: dontShowAgain === 'true' } satisfies WelcomeFlags,
    markWelcomeShown: () => setFlags(STORAGE_KEYS.welcomeShown),
    markDontShowAgain: () => setFlags(STORAGE_KEYS.welcomeShown, STORAGE_KEYS.welcomeDontShowAgain),
  };
}
