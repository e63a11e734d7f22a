import { useId, type ReactNode } from 'react';
import { Modal } from 'reactstrap';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { ModalTitle } from './ModalTitle';
import { useScrollLockReset } from './useScrollLockReset';

export interface InformationModalProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Extra footer content placed before the Close button, e.g. a "Don't show again" button. */
  footer?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** Called once the modal has left the screen, its closing fade finished. */
  onClosed?: () => void;
}

/** Tells the user something; the only way on is Close (or Escape, or clicking outside). */
export function InformationModal({ isOpen, title, children, onClose, footer, size, onClosed }: InformationModalProps) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  useScrollLockReset(isOpen);
  return (
    <Modal isOpen={isOpen} toggle={onClose} labelledBy={titleId} size={size} fade={!reducedMotion} onClosed={onClosed}>
      <ModalTitle id={titleId}>{title}</ModalTitle>
      <div className="modal-body">{children}</div>
      <div className="modal-footer">
        {footer}
        <button type="button" className={footer ? 'btn btn-outline-primary' : 'btn btn-primary'} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
