import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { useAccountSummary } from '@/api/get-account-summary';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';
import { pathTo } from '@/config/paths';
import { membershipCardRows } from './membershipCardRows';

/**
 * The membership at a glance, from the account summary (one call, shared with the banner). A failure
 * here stays in the card, with Try again: the rest of the dashboard still works.
 */
export function MembershipCard({ title, membershipNumber }: { title: string; membershipNumber: string }) {
  const headingId = useId();
  const summary = useAccountSummary(membershipNumber);

  let body;
  if (summary.isPending) body = <LoadingState label="Loading your membership…" />;
  else if (summary.isError)
    body = (
      <ErrorState
        title="We couldn't load the membership"
        message={`Membership ${membershipNumber}: the details are not available at the moment.`}
        onRetry={() => void summary.refetch()}
      />
    );
  else
    body = (
      <dl className="row mb-0">
        {membershipCardRows(summary.data).map((row) => (
          <Fragment key={row.label}>
            <dt className="col-sm-5 col-lg-4 fw-semibold">{row.label}</dt>
            <dd className="col-sm-7 col-lg-8">{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    );

  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5 card-title mb-3">
          {title}
        </h2>
        {body}
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-3 py-3 px-4">
        <Link to={pathTo('payments')}>Payments &amp; Invoices</Link>
        <Link to={pathTo('accountDetails')}>Account details</Link>
        <Link to={pathTo('upgrade')}>Upgrade your membership</Link>
      </div>
    </section>
  );
}
