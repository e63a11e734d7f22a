import { useId, useState, type ReactNode } from 'react';
import { Modal } from 'reactstrap';
import { ButtonSpinner } from './ButtonSpinner';
import { ModalErrorAlert } from './ModalErrorAlert';
import { ModalTitle } from './ModalTitle';
import { useScrollLockReset } from './useScrollLockReset';

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
  const titleId = useId();
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
        {error && <ModalErrorAlert message={error} onDismiss={() => setError(null)} />}
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={isWorking}>
          Close
        </button>
        <button type="button" className={`btn btn-${confirmColor}`} onClick={confirm} disabled={isWorking}>
          {isWorking && <ButtonSpinner />}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
