import { useEffect, useId, type ReactNode } from 'react';
import { Modal } from 'reactstrap';
import { ButtonSpinner } from './ButtonSpinner';
import { ModalErrorAlert } from './ModalErrorAlert';
import { ModalTitle } from './ModalTitle';
import {
  SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS,
  SCROLL_LOCK_RESET_DELAY_MS,
  useScrollLockReset,
} from './useScrollLockReset';
import { useSubmittedWhileOpen } from './useSubmittedWhileOpen';

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
  const titleId = useId();
  const wasSubmitted = useSubmittedWhileOpen(isOpen, isWorking);
  useScrollLockReset(isOpen, wasSubmitted ? SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS : SCROLL_LOCK_RESET_DELAY_MS);

  // The alert belongs to one opening of the modal: closing, however it happens, clears it.
  useEffect(() => {
    if (!isOpen && error) onDismissError();
  }, [isOpen, error, onDismissError]);

  return (
    <Modal
      isOpen={isOpen}
      // While working nothing may dismiss the modal: not Escape, not the backdrop, not Close.
      toggle={isWorking ? undefined : onClose}
      backdrop={isWorking ? 'static' : true}
      keyboard={!isWorking}
      labelledBy={titleId}
      size={size}
    >
      <ModalTitle id={titleId}>{title}</ModalTitle>
      <div className="modal-body">
        {children}
        {error && <ModalErrorAlert message={error} onDismiss={onDismissError} />}
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={isWorking}>
          Close
        </button>
        <button type="submit" form={formId} className="btn btn-primary" disabled={isWorking || isSubmitDisabled}>
          {isWorking && <ButtonSpinner />}
          {isWorking && workingLabel ? workingLabel : submitLabel}
        </button>
      </div>
    </Modal>
  );
}
