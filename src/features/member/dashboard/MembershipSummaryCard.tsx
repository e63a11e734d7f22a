import { Fragment, useId } from 'react';
import type { CompanyTypeReference, MembershipInfo } from '@/domain/membership';
import { membershipSummaryRows } from './membershipSummary';

export interface MembershipSummaryCardProps {
  title: string;
  membershipNumber: string;
  accountStatus?: string;
  /** Absent when the details could not be loaded for this member. */
  details?: MembershipInfo;
  companyTypes?: readonly CompanyTypeReference[];
}

export function MembershipSummaryCard({ title, details, ...summary }: MembershipSummaryCardProps) {
  const headingId = useId();
  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5 card-title mb-3">
          {title}
        </h2>
        {details ? (
          <dl className="row mb-0">
            {membershipSummaryRows({ ...summary, details }).map((row) => (
              <Fragment key={row.label}>
                <dt className="col-sm-5 fw-semibold">{row.label}</dt>
                <dd className="col-sm-7">{row.value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : (
          <p className="mb-0">
            Membership {summary.membershipNumber}: the membership details are not available at the moment. Please try
            again later.
          </p>
        )}
      </div>
    </section>
  );
}
