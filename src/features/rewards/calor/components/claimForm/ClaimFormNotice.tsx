import type { ReactNode } from 'react';

interface ClaimFormNoticeProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A note above the form about where its values came from (a restored draft, a claim being resubmitted). */
export function ClaimFormNotice({ title, children, action }: ClaimFormNoticeProps) {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
      <div className="me-auto">
        <p className="fw-semibold mb-1">{title}</p>
        <div>{children}</div>
      </div>
      {action}
    </div>
  );
}
