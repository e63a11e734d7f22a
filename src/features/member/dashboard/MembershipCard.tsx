import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { pathTo } from '@/config/paths';
import { membershipCardRows } from './membershipCardRows';

/**
 * The membership at a glance, from the account summary (one call, shared with the banner). It waits and
 * fails inside the dashboard's part for it (DashboardPage), so the rest of the dashboard still works.
 */
export function MembershipCard({ title, membershipNumber }: { title: string; membershipNumber: string }) {
  const headingId = useId();
  const { data: summary } = useSuspenseQuery(getAccountSummaryQueryOptions(useApiClient(), membershipNumber));

  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5 card-title mb-3">
          {title}
        </h2>
        <dl className="row mb-0">
          {membershipCardRows(summary).map((row) => (
            <Fragment key={row.label}>
              <dt className="col-sm-5 col-lg-4 fw-semibold">{row.label}</dt>
              <dd className="col-sm-7 col-lg-8">{row.value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-3 py-3 px-4">
        <Link to={pathTo('payments')}>Payments &amp; Invoices</Link>
        <Link to={pathTo('accountDetails')}>Account details</Link>
        <Link to={pathTo('upgrade')}>Upgrade your membership</Link>
      </div>
    </section>
  );
}
