import { useState } from 'react';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { readStorage, writeStorage } from '@/session/localStore';

/** The claim form's information modal opens on every visit until the member chooses "Don't show again". */
export function useClaimInformationModal() {
  const [isOpen, setOpen] = useState(() => readStorage(STORAGE_KEYS.calorClaimInfoDontShowAgain) !== 'true');
  return {
    isOpen,
    close: () => setOpen(false),
    dontShowAgain: () => {
      writeStorage(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
      setOpen(false);
    },
  };
}
