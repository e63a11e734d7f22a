import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { readStorage, writeStorage } from '@/session/localStore';

/**
 * The claim form's information modal opens on every visit until the member chooses "Don't show again". It
 * opens in the frame after the page's first: a modal measures the page as it opens (the scrollbar's width for
 * the scroll lock, a reflow for its fade), and opened with the page it made the browser lay the whole page out
 * inside React's first render, one long task where there were two short ones.
 */
export function useClaimInformationModal() {
  const [isWanted, setWanted] = useState(() => readStorage(STORAGE_KEYS.calorClaimInfoDontShowAgain) !== 'true');
  const [isPageDrawn, setPageDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPageDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return {
    isOpen: isWanted && isPageDrawn,
    close: () => setWanted(false),
    dontShowAgain: () => {
      writeStorage(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
      setWanted(false);
    },
  };
}
