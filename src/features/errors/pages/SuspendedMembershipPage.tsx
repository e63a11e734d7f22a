import { Link } from 'react-router';
import { buttonClass } from './buttonClass';
import { ErrorPageLayout } from './ErrorPageLayout';
import { pathTo } from '@/config/paths';

/** Suspended (spec §8): usually an overdue payment, which the payments page (open to them, spec §4) settles. */
export function SuspendedMembershipPage() {
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
    </ErrorPageLayout>
  );
}
