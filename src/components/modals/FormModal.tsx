import { useEffect, type ReactNode } from 'react';
import { ButtonSpinner } from './ButtonSpinner';
import {
  SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS,
  SCROLL_LOCK_RESET_DELAY_MS,
  useScrollLockReset,
} from './useScrollLockReset';
import { useSubmittedWhileOpen } from './useSubmittedWhileOpen';
import { WorkingModalFrame } from './WorkingModalFrame';

export interface FormModalProps {
  isOpen: boolean;
  title: string;
  /** The form itself, as <form id={formId} onSubmit=…>; the submit button sits in the footer. */
  children: ReactNode;
  onClose: () => void;
  submitLabel: string;
  /** The submit button's text while working, e.g. "Saving Changes...". */
  workingLabel?: string;
  isWorking: boolean;
  isSubmitDisabled: boolean;
  /** A failure to show in the red alert; the caller owns it and clears it in onDismissError. */
  error?: string;
  onDismissError: () => void;
  formId: string;
  size?: 'sm' | 'lg' | 'xl';
}

/** A modal around a caller-driven form (react-hook-form owns the values), with the spec §4 working state. */
export function FormModal({
  isOpen,
  title,
  children,
  onClose,
  submitLabel,
  workingLabel,
  isWorking,
  isSubmitDisabled,
  error,
  onDismissError,
  formId,
  size,
}: FormModalProps) {
  const wasSubmitted = useSubmittedWhileOpen(isOpen, isWorking);
  useScrollLockReset(isOpen, wasSubmitted ? SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS : SCROLL_LOCK_RESET_DELAY_MS);

  // The alert belongs to one opening of the modal: closing, however it happens, clears it.
  useEffect(() => {
    if (!isOpen && error) onDismissError();
  }, [isOpen, error, onDismissError]);

  return (
    <WorkingModalFrame
      isOpen={isOpen}
      isWorking={isWorking}
      title={title}
      onClose={onClose}
      error={error}
      onDismissError={onDismissError}
      size={size}
      action={
        <button type="submit" form={formId} className="btn btn-primary" disabled={isWorking || isSubmitDisabled}>
          {isWorking && <ButtonSpinner />}
          {isWorking && workingLabel ? workingLabel : submitLabel}
        </button>
      }
    >
      {children}
    </WorkingModalFrame>
  );
}
