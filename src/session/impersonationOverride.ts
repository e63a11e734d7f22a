import { useMemo } from 'react';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { removeStorage, useStoredValues, writeStorage } from './localStore';

/** The impersonation override of spec §3, kept in local storage. Impersonating means both are set. */
export interface ImpersonationOverride {
  membershipNumber: string;
  accountId: string;
}

const OVERRIDE_KEYS = [STORAGE_KEYS.membershipNumberOverride, STORAGE_KEYS.accountIdOverride] as const;

function toOverride(membershipNumber: string | null, accountId: string | null): ImpersonationOverride | null {
  return membershipNumber && accountId ? { membershipNumber, accountId } : null;
}

export function setImpersonationOverride({ membershipNumber, accountId }: ImpersonationOverride): void {
  writeStorage(STORAGE_KEYS.membershipNumberOverride, membershipNumber);
  writeStorage(STORAGE_KEYS.accountIdOverride, accountId);
}

export function clearImpersonationOverride(): void {
  OVERRIDE_KEYS.forEach(removeStorage);
}

export function useImpersonationOverride(): ImpersonationOverride | null {
  const values = useStoredValues(OVERRIDE_KEYS);
  const membershipNumber = values[STORAGE_KEYS.membershipNumberOverride];
  const accountId = values[STORAGE_KEYS.accountIdOverride];
  return useMemo(() => toOverride(membershipNumber, accountId), [membershipNumber, accountId]);
}
