import { useId, type ReactNode } from 'react';
import { DisabledReason } from '@/components/forms/DisabledReason';
import { SubmitButton } from '@/components/forms/SubmitButton';
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
  /** The form itself, as <Form id={formId} …>; the submit button sits in the footer. */
  children: ReactNode;
  onClose: () => void;
  submitLabel: string;
  /** The submit button's text while working, e.g. "Saving Changes...". */
  workingLabel?: string;
  isWorking: boolean;
  isSubmitDisabled: boolean;
  /** Shown beside the disabled submit button and describing it, e.g. "Change an answer to save.". */
  submitDisabledReason?: string;
  /** A failure to show in the red alert, e.g. from the mutation's error; onDismissError clears it (its reset). */
  error?: string;
  /** Also called when the modal closes, so the alert goes with it. */
  onDismissError: () => void;
  formId: string;
  size?: 'sm' | 'lg' | 'xl';
}

/** A modal around a caller's <Form> (react-hook-form owns the values), with the spec §4 working state of its mutation. */
export function FormModal({
  isOpen,
  title,
  children,
  onClose,
  submitLabel,
  workingLabel,
  isWorking,
  isSubmitDisabled,
  submitDisabledReason,
  error,
  onDismissError,
  formId,
  size,
}: FormModalProps) {
  const wasSubmitted = useSubmittedWhileOpen(isOpen, isWorking);
  const reasonId = useId();
  const disabledReason = isSubmitDisabled && !isWorking ? submitDisabledReason : undefined;
  useScrollLockReset(isOpen, wasSubmitted ? SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS : SCROLL_LOCK_RESET_DELAY_MS);

  return (
    <WorkingModalFrame
      isOpen={isOpen}
      isWorking={isWorking}
      title={title}
      onClose={onClose}
      error={error}
      onDismissError={onDismissError}
      size={size}
      footerNote={disabledReason && <DisabledReason id={reasonId}>{disabledReason}</DisabledReason>}
      action={
        <SubmitButton
          form={formId}
          isWorking={isWorking}
          workingLabel={workingLabel}
          disabled={isSubmitDisabled}
          aria-describedby={disabledReason ? reasonId : undefined}
        >
          {submitLabel}
        </SubmitButton>
      }
    >
      {children}
    </WorkingModalFrame>
  );
}
