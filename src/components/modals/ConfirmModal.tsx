import { useState, type ReactNode } from 'react';
import { ButtonSpinner } from './ButtonSpinner';
import { useScrollLockReset } from './useScrollLockReset';
import { WorkingModalFrame } from './WorkingModalFrame';

export interface ConfirmModalProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action. While it runs the modal is working; when it resolves the modal calls onClose. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Shown when onConfirm rejects, instead of the error's own message. */
  errorMessage?: string;
  /** 'danger' for destructive actions. */
  confirmColor?: 'primary' | 'danger';
  size?: 'sm' | 'lg' | 'xl';
}

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/** Asks before doing something, shows it being done, and says so in the modal if it failed (spec §4, §8). */
export function ConfirmModal({
  isOpen,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  errorMessage,
  confirmColor = 'primary',
  size,
}: ConfirmModalProps) {
  const [isWorking, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The alert belongs to one opening of the modal: closing, however it happens, clears it.
  if (!isOpen && error !== null) setError(null);
  useScrollLockReset(isOpen);

  async function confirm() {
    setError(null);
    setWorking(true);
    try {
      await onConfirm();
    } catch (caught) {
      setError(errorMessage ?? (caught instanceof Error && caught.message ? caught.message : FALLBACK_ERROR));
      return;
    } finally {
      setWorking(false);
    }
    onClose();
  }

  return (
    <WorkingModalFrame
      isOpen={isOpen}
      isWorking={isWorking}
      title={title}
      onClose={onClose}
      error={error}
      onDismissError={() => setError(null)}
      size={size}
      action={
        <button type="button" className={`btn btn-${confirmColor}`} onClick={confirm} disabled={isWorking}>
          {isWorking && <ButtonSpinner />}
          {confirmLabel}
        </button>
      }
    >
      {children}
    </WorkingModalFrame>
  );
}
