import { useId } from 'react';
import { Link } from 'react-router';
import { ContactOptions } from '@/components/contact/ContactOptions';
import { pathTo } from '@/config/paths';
import { useMemberSession } from '@/session/MemberSessionContext';

/**
 * Spec §4's renewal screen: what the start-up flow shows in place of the page asked for when the renewal
 * check (call 3) does not answer 'Ok'. It says why (the check's answer), how to reach the association,
 * and that what is owed can still be seen and paid. Not a route: the plan-to-renew page is the member's
 * own answer about renewing.
 */
export function RenewalRefusedScreen() {
  const headingId = useId();
  const reason = useMemberSession().renewalRefusal?.trim();
  return (
    <div className="row">
      <div className="col-lg-10 col-xl-8">
        <section className="card shadow-sm" aria-labelledby={headingId}>
          <div className="card-body p-4">
            <h2 id={headingId} className="h4 mb-3">
              Renew your membership
            </h2>
            <p>Your membership can&apos;t be renewed online at the moment, so this page isn&apos;t available.</p>
            {reason && (
              <p>
                <span className="fw-semibold">Reason: </span>
                {reason}
              </p>
            )}
            <p>Please get in touch with us and we will help you renew.</p>
            <p className="mb-4">
              You can still see your payments and pay anything you owe on{' '}
              <Link to={pathTo('payments')}>Payments &amp; Invoices</Link>.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <ContactOptions />
              <Link to={pathTo('logout')} className="btn btn-outline-primary">
                Logout
              </Link>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
