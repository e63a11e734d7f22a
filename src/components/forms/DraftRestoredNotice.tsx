import type { ReactNode } from 'react';

export interface DraftRestoredNoticeProps {
  /** Whether the form has a file the draft could not keep. */
  hasFiles?: boolean;
  /** Offers a 'Discard draft' button that puts the form back as saved. */
  onDiscard?: () => void;
  children?: ReactNode;
}

/** Says a form holds what the person typed earlier, not what is saved, and what could not be kept. */
export function DraftRestoredNotice({ hasFiles = false, onDiscard, children }: DraftRestoredNoticeProps) {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
      <div className="me-auto">
        <p className="fw-semibold mb-1">Draft restored</p>
        <p className="mb-0">
          {children ?? 'We kept what you typed last time; it has not been sent yet.'}
          {hasFiles && ' Files cannot be kept: please attach them again.'}
        </p>
      </div>
      {onDiscard && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onDiscard}>
          Discard draft
        </button>
      )}
    </div>
  );
}
