import type { ReactNode } from 'react';

/** The modal's heading; its id labels the dialog. With `onClose`, a "Close" cross beside it. */
export function ModalTitle({ id, children, onClose }: { id: string; children: ReactNode; onClose?: () => void }) {
  return (
    <div className="modal-header">
      <h2 id={id} className="modal-title h5">
        {children}
      </h2>
      {onClose && <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />}
    </div>
  );
}
