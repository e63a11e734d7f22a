import type { ReactNode } from 'react';

/** The modal's heading; its id labels the dialog. */
export function ModalTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="modal-header">
      <h2 id={id} className="modal-title h5">
        {children}
      </h2>
    </div>
  );
}
