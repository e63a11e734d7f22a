import { useCallback, useState } from 'react';
import { isEmptyDraft, readClaimDraft, toClaimDraft, type DraftableValues } from '@/domain/calor/claimDraft';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { readStorage, removeStorage, writeStorage } from '@/session/localStore';

/**
 * The member's unsent claim in local storage (issue 6): `restored` is what was there when the form
 * opened; `save` keeps the latest values (an empty form removes the draft); `discard` forgets it.
 */
export function useClaimDraft(membershipNumber: string) {
  const [restored] = useState(() => readClaimDraft(readStorage(STORAGE_KEYS.calorClaimDraft), membershipNumber));

  const save = useCallback(
    (values: DraftableValues) => {
      const draft = toClaimDraft(membershipNumber, values);
      if (isEmptyDraft(draft)) removeStorage(STORAGE_KEYS.calorClaimDraft);
      else writeStorage(STORAGE_KEYS.calorClaimDraft, JSON.stringify(draft));
    },
    [membershipNumber],
  );

  const discard = useCallback(() => removeStorage(STORAGE_KEYS.calorClaimDraft), []);

  return { restored, save, discard };
}
