import { STORAGE_KEYS } from '@/domain/storageKeys';
import { useStoredValues, writeStorage } from '@/session/localStore';

export interface WelcomeFlags {
  welcomeShown: boolean;
  dontShowAgain: boolean;
}

const FLAG_KEYS = [STORAGE_KEYS.welcomeShown, STORAGE_KEYS.welcomeDontShowAgain] as const;
const FLAG_SET = 'true';

/** The welcome modal's two local-storage flags (spec §3, DESIGN.md §4): logout clears the first, keeps "don't show again". */
export function useWelcomeFlags() {
  const values = useStoredValues(FLAG_KEYS);
  return {
    flags: {
      welcomeShown: values[STORAGE_KEYS.welcomeShown] !== null,
      dontShowAgain: values[STORAGE_KEYS.welcomeDontShowAgain] !== null,
    } satisfies WelcomeFlags,
    markWelcomeShown: () => writeStorage(STORAGE_KEYS.welcomeShown, FLAG_SET),
    markDontShowAgain: () => FLAG_KEYS.forEach((key) => writeStorage(key, FLAG_SET)),
  };
}
