import { useCallback, useState } from 'react';
import { isEmptyDraft, readClaimDraft, toClaimDraft, type DraftableValues } from '@/domain/calor/claimDraft';
import { useDraftStorage } from '@/session/formDrafts';

/**
 * The member's unsent claim, kept as they type (src/session/formDrafts.ts: this person, this member):
 * `restored` is what was there when the form opened; `save` keeps the latest values (an empty form
 * removes the draft); `discard` forgets it.
 */
export function useClaimDraft(membershipNumber: string) {
  const storage = useDraftStorage('calor-claim');
  const [restored] = useState(() => readClaimDraft(storage.restored, membershipNumber));
  const { save: store } = storage;

  const save = useCallback(
    (values: DraftableValues) => {
      const draft = toClaimDraft(membershipNumber, values);
      store(isEmptyDraft(draft) ? null : draft);
    },
    [membershipNumber, store],
  );

  return { restored, save, discard: storage.discard };
}
