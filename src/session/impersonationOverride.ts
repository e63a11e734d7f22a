import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../domain/storageKeys';

/** The impersonation override of spec §3, kept in local storage. Impersonating means both are set. */
export interface ImpersonationOverride {
  membershipNumber: string;
  accountId: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.endsWith('Override')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// A stable snapshot string, so useSyncExternalStore sees no change unless the values change.
const snapshot = () =>
  JSON.stringify([
    localStorage.getItem(STORAGE_KEYS.membershipNumberOverride),
    localStorage.getItem(STORAGE_KEYS.accountIdOverride),
  ]);

export function readImpersonationOverride(): ImpersonationOverride | null {
  const membershipNumber = localStorage.getItem(STORAGE_KEYS.membershipNumberOverride);
  const accountId = localStorage.getItem(STORAGE_KEYS.accountIdOverride);
  return membershipNumber && accountId ? { membershipNumber, accountId } : null;
}

export function setImpersonationOverride({ membershipNumber, accountId }: ImpersonationOverride): void {
  localStorage.setItem(STORAGE_KEYS.membershipNumberOverride, membershipNumber);
  localStorage.setItem(STORAGE_KEYS.accountIdOverride, accountId);
  notify();
}

export function clearImpersonationOverrideAndNotify(): void {
  localStorage.removeItem(STORAGE_KEYS.membershipNumberOverride);
  localStorage.removeItem(STORAGE_KEYS.accountIdOverride);
  notify();
}

export function useImpersonationOverride(): ImpersonationOverride | null {
  const raw = useSyncExternalStore(subscribe, snapshot);
  const [membershipNumber, accountId] = JSON.parse(raw) as [string | null, string | null];
  return membershipNumber && accountId ? { membershipNumber, accountId } : null;
}
