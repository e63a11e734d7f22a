import type { ReactNode } from 'react';

export interface DraftRestoredNoticeProps {
  /** Whether the form has a file the draft could not keep. */
  hasFiles?: boolean;
  /** e.g. a 'Discard draft' button. */
  action?: ReactNode;
  children?: ReactNode;
}

/** Says a form holds what the person typed earlier, not what is saved, and what could not be kept. */
export function DraftRestoredNotice({ hasFiles = false, action, children }: DraftRestoredNoticeProps) {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
      <div className="me-auto">
        <p className="fw-semibold mb-1">Draft restored</p>
        <p className="mb-0">
          {children ?? 'We kept what you typed last time; it has not been sent yet.'}
          {hasFiles && ' Files cannot be kept: please attach them again.'}
        </p>
      </div>
      {action}
    </div>
  );
}
