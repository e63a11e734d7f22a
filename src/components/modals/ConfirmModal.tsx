import type { ReactNode } from 'react';
import { ButtonSpinner } from './ButtonSpinner';
import { useScrollLockReset } from './useScrollLockReset';
import { WorkingModalFrame } from './WorkingModalFrame';

export interface ConfirmModalProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Starts the action, e.g. mutation.mutate(input, { onSuccess: close }): closing on success is the caller's. */
  onConfirm: () => void;
  onClose: () => void;
  /** The action's mutation.isPending: spinner, buttons disabled, no dismissing (spec §4). */
  isWorking: boolean;
  /** The action's mutation.error; while set, the red alert shows (spec §8). */
  error?: Error | null;
  /** Clears the error: the mutation's reset. Also called when the modal closes, so the alert goes with it. */
  onDismissError: () => void;
  /** The alert's words for the error (e.g. a §8 mapping by status); by default the error's own message. */
  errorMessage?: string | ((error: Error) => string);
  /** 'danger' for destructive actions. */
  confirmColor?: 'primary' | 'danger';
  size?: 'sm' | 'lg' | 'xl';
}

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

function alertMessage(error: Error, errorMessage: ConfirmModalProps['errorMessage']): string {
  if (typeof errorMessage === 'function') return errorMessage(error);
  if (errorMessage) return errorMessage;
  // A rejection need not be an Error (a string, undefined): then there is no message of its own to show.
  return error instanceof Error && error.message ? error.message : FALLBACK_ERROR;
}

/** Asks before doing something, shows the caller's mutation working, and its failure in the modal (spec §4, §8). */
export function ConfirmModal({
  isOpen,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  isWorking,
  error,
  onDismissError,
  errorMessage,
  confirmColor = 'primary',
  size,
}: ConfirmModalProps) {
  useScrollLockReset(isOpen);
  return (
    <WorkingModalFrame
      isOpen={isOpen}
      isWorking={isWorking}
      title={title}
      onClose={onClose}
      error={error != null ? alertMessage(error, errorMessage) : undefined}
      onDismissError={onDismissError}
      size={size}
      action={
        <button type="button" className={`btn btn-${confirmColor}`} onClick={onConfirm} disabled={isWorking}>
          {isWorking && <ButtonSpinner />}
          {confirmLabel}
        </button>
      }
    >
      {children}
    </WorkingModalFrame>
  );
}
