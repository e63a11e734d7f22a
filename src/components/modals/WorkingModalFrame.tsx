import { useEffect, useId, type ReactNode } from 'react';
import { Modal } from 'reactstrap';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { ModalErrorAlert } from './ModalErrorAlert';
import { ModalTitle } from './ModalTitle';

export interface WorkingModalFrameProps {
  isOpen: boolean;
  isWorking: boolean;
  title: string;
  onClose: () => void;
  /** The red alert's message, if any; `onDismissError` clears it. */
  error?: string | null;
  /** Clears the error (the mutation's reset); called too when the modal closes with the alert showing. */
  onDismissError: () => void;
  /** The footer's action button, beside Close. */
  action: ReactNode;
  /** A short note at the start of the footer, such as why the action is disabled. */
  footerNote?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  children: ReactNode;
}

/** The frame the confirm and form modals share: the spec §4 working state and §8 dismissible error alert. */
export function WorkingModalFrame({ isOpen, isWorking, title, onClose, error, onDismissError, action, footerNote, size, children }: WorkingModalFrameProps) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  // The alert belongs to one opening of the modal: closing, however it happens, clears it (spec §4).
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
      fade={!reducedMotion}
    >
      <ModalTitle id={titleId}>{title}</ModalTitle>
      <div className="modal-body">
        {children}
        {error && <ModalErrorAlert message={error} onDismiss={onDismissError} />}
      </div>
      <div className="modal-footer">
        {/* A line of its own above the buttons, over Save, so it never squeezes them at 320 px. */}
        {footerNote && <div className="w-100 text-end">{footerNote}</div>}
        <button type="button" className="btn btn-outline-primary" onClick={onClose} disabled={isWorking}>
          Close
        </button>
        {action}
      </div>
    </Modal>
  );
}
