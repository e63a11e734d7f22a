import type { ReactNode } from 'react';
import { ButtonSpinner } from './ButtonSpinner';

interface OpeningButtonProps {
  className: string;
  /** Its modal has been asked for and its code is on its way (useModalOpening's `opening`). */
  isOpening: boolean;
  /** Asks for the modal's code ahead of the click (lazyModal's `preload`). */
  onPreload: () => void;
  onClick: () => void;
  describedBy?: string;
  children: ReactNode;
}

/**
 * A button that opens a lazily loaded modal: a pointer over it or focus on it asks for the modal's code, and
 * once clicked it shows a spinner until the modal opens.
 */
export function OpeningButton({ className, isOpening, onPreload, onClick, describedBy, children }: OpeningButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick} onPointerEnter={onPreload} onFocus={onPreload} aria-describedby={describedBy} aria-busy={isOpening || undefined}>
      {isOpening && <ButtonSpinner />}
      {children}
    </button>
  );
}
