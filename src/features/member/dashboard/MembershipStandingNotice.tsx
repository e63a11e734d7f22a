import { useId } from 'react';
import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { isAcceptedAccountStatus } from '@/domain/accountStatus';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { pathTo } from '@/config/paths';

/**
 * A lapsed or suspended member may still open the dashboard (spec §4): say plainly what is wrong and the one
 * thing to do about it, before anything else.
 */
export function MembershipStandingNotice({ membershipNumber }: { membershipNumber: string }) {
  const headingId = useId();
  const { data: summary } = useSuspenseQuery(getAccountSummaryQueryOptions(useApiClient(), membershipNumber));
  if (isAcceptedAccountStatus(summary.accountStatus)) return null;

  if (summary.accountStatus === 'Suspended')
    return (
      <section className="alert alert-danger mb-0" aria-labelledby={headingId}>
        <h2 id={headingId} className="h5 alert-heading">
          Your membership is suspended
        </h2>
        <p>
          {summary.overdueAmount > 0
            ? `${formatMoney(summary.overdueAmount)} is overdue. Paying it restores your membership.`
            : 'Please check your payments, or contact us to find out why.'}
        </p>
        <Link to={pathTo('payments')} className="btn btn-primary">
          Go to Payments &amp; Invoices
        </Link>
      </section>
    );
  return (
    <section className="alert alert-warning mb-0" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 alert-heading">
        Your membership is {summary.accountStatus.toLowerCase()}
      </h2>
      <p>
        {summary.membershipEndDate ? `It ended on ${formatDate(summary.membershipEndDate)}. ` : ''}Renew it to use the whole
        portal again.
      </p>
      <Link to={pathTo('renew')} className="btn btn-primary">
        Renew Membership
      </Link>
    </section>
  );
}
