import { useId } from 'react';
import { Link } from 'react-router';
import { useMemberSession } from '@/session/MemberSessionContext';
import { ContactOptions } from '@/components/contact/ContactOptions';
import { pathTo } from '@/routing/paths';

/**
 * The renewal screen: /myaccount/plan-to-renew, and what the start-up flow shows in place of the page
 * when the renewal check (call 3) does not answer 'Ok' (spec §4). The check's answer is the reason.
 */
export function PlanToRenewPage() {
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
            <p>Your membership can't be renewed online at the moment.</p>
            {reason && (
              <p>
                <span className="fw-semibold">Reason: </span>
                {reason}
              </p>
            )}
            <p className="mb-4">Please get in touch with us and we will help you renew.</p>
            <div className="d-flex flex-wrap gap-2">
              <ContactOptions />
              <Link to={pathTo('logout')} className="btn btn-outline-secondary">
                Logout
              </Link>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
