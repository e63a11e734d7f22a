import { useId, useRef, useState } from 'react';
import { Modal } from 'reactstrap';
import { ModalTitle } from '@/components/modals/ModalTitle';
import { useScrollLockReset } from '@/components/modals/useScrollLockReset';
import { usePrefersReducedMotion } from '@/components/motion/usePrefersReducedMotion';
import { minutesText } from '@/domain/idleTimeout';

export interface IdleWarningModalProps {
  isOpen: boolean;
  /** Whole minutes until the sign-out, rounded up: changes once a minute. */
  minutesLeft: number;
  onStaySignedIn: () => void;
  onLogOut: () => void;
}

/**
 * The warning before an idle sign-out (DESIGN.md §4). Closing it in any way (Close, Escape, a click
 * outside) is staying signed in. The countdown is a polite live region filled once the dialog has opened,
 * so a screen reader hears it after the dialog's name, then once a minute.
 */
export function IdleWarningModal({ isOpen, minutesLeft, onStaySignedIn, onLogOut }: IdleWarningModalProps) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const staySignedIn = useRef<HTMLButtonElement>(null);
  const [hasOpened, setHasOpened] = useState(false);
  useScrollLockReset(isOpen);

  return (
    <Modal
      isOpen={isOpen}
      toggle={onStaySignedIn}
      labelledBy={titleId}
      fade={!reducedMotion}
      onOpened={() => {
        setHasOpened(true);
        staySignedIn.current?.focus();
      }}
      onClosed={() => setHasOpened(false)}
    >
      <ModalTitle id={titleId} onClose={onStaySignedIn}>
        You’re about to be signed out
      </ModalTitle>
      <div className="modal-body">
        <p aria-live="polite" aria-atomic="true">
          {hasOpened ? `For your security, we will sign you out in ${minutesText(minutesLeft)}.` : '\u00a0'}
        </p>
        <p className="mb-0">Forms you have started are kept as drafts, without their files, for when you sign in again.</p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary" onClick={onLogOut}>
          Log out
        </button>
        <button ref={staySignedIn} type="button" className="btn btn-primary" onClick={onStaySignedIn}>
          Stay signed in
        </button>
      </div>
    </Modal>
  );
}
