import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { formatMoney } from '@/domain/format/money';
import { useActingMember } from '@/session/useActingMember';
import { buttonClass } from './buttonClass';
import { ErrorPageLayout } from './ErrorPageLayout';
import { pathTo } from '@/config/paths';

/**
 * What is owed, when the account can be read: an addition to the spec's text, never a replacement, so a
 * failed or slow read leaves the page exactly as the spec writes it.
 */
function AmountOwed({ membershipNumber }: { membershipNumber: string }) {
  const { data: summary } = useQuery({ ...getAccountSummaryQueryOptions(useApiClient(), membershipNumber), retry: false });
  if (!summary || summary.balance <= 0) return null;
  return (
    <p className="mt-3 mb-0 fw-semibold">
      You owe {formatMoney(summary.balance)}
      {summary.overdueAmount > 0 && summary.overdueAmount < summary.balance ? `, ${formatMoney(summary.overdueAmount)} of it overdue` : ''}
      {summary.overdueAmount > 0 && summary.overdueAmount === summary.balance ? ', all of it overdue' : ''}.
    </p>
  );
}

/** Suspended (spec §8): usually an overdue payment, which the payments page (open to them, spec §4) settles. */
export function SuspendedMembershipPage() {
  const { membershipNumber } = useActingMember();
  return (
    <ErrorPageLayout
      title="Oops! You don't currently have permission to view this page."
      documentTitle="Membership Suspended."
      actions={
        <Link to={pathTo('payments')} className={buttonClass('primary')}>
          Go to Payments Page
        </Link>
      }
    >
      <p className="mb-0">
        Your membership may be suspended due to an overdue payment. Please go to the payments page to check your
        payments and pay anything outstanding.
      </p>
      {membershipNumber && <AmountOwed membershipNumber={membershipNumber} />}
    </ErrorPageLayout>
  );
}
