import { Link } from 'react-router';
import { pathTo } from '@/config/paths';

/** Spec §2: a member with no Approved Calor account cannot claim yet, and is pointed to the sign-up. */
export function NotSignedUpNotice({ isAwaitingApproval }: { isAwaitingApproval: boolean }) {
  return (
    <section className="card" aria-labelledby="calor-not-signed-up-heading">
      <div className="card-body">
        <h2 id="calor-not-signed-up-heading" className="h4">
          Sorry
        </h2>
        <p>
          You can't make a claim yet. Claims can only be made once you have an approved account under the Calor cashback
          scheme.
        </p>
        {isAwaitingApproval ? (
          <p>Your sign-up is waiting for approval. We will be in touch once it has been approved.</p>
        ) : (
          <p>Sign up to the deal first. Once your account is approved you can claim for purchases made from then on.</p>
        )}
        <Link to={pathTo('calorSignup')} className="btn btn-primary">
          Sign up
        </Link>
      </div>
    </section>
  );
}
