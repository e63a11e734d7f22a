import { useEffect, useRef, useState } from 'react';

/** Spec §9: how long after a modal closes the page's scroll lock is released. */
export const SCROLL_LOCK_RESET_DELAY_MS = 500;
/** Spec §9: the same after a form was submitted (the modal may close and the page change at once). */
export const SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS = 1000;

/** Undoes what an overlay leaves on <body>, unless another modal overlay is still showing. */
export function releaseScrollLock(): void {
  if (document.querySelector('[aria-modal="true"]')) return;
  document.body.style.overflow = '';
  document.body.style.paddingRight = '';
  document.body.classList.remove('modal-open');
}

/**
 * reactstrap restores <body> itself when a modal closes, but not always (a modal opened over another
 * overlay remembers "hidden" as the original overflow), which leaves the page unable to scroll. So,
 * a while after this modal closes, make sure the lock is gone. The timer outlives the component on
 * purpose: a page that closes a modal and navigates away still gets its scrolling back.
 */
export function useScrollLockReset(isOpen: boolean, delayMs: number = SCROLL_LOCK_RESET_DELAY_MS): void {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (isOpen || !hasOpened) return;
    timer.current = setTimeout(releaseScrollLock, delayMs);
  }, [isOpen, hasOpened, delayMs]);
}
