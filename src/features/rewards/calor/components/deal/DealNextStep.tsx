import { Link } from 'react-router';
import { hasApprovedCalorAccount, hasPendingCalorAccount, type CalorAccount } from '@/domain/calor/calorAccount';
import { pathTo } from '@/config/paths';

/** Where the member goes from here, depending on their sign-up. */
export function DealNextStep({ accounts }: { accounts: CalorAccount[] }) {
  if (hasApprovedCalorAccount(accounts))
    return (
      <div className="d-flex flex-wrap gap-2">
        <Link to={pathTo('calorClaimForm')} className="btn btn-primary">
          Make a claim
        </Link>
        <Link to={pathTo('calorClaims')} className="btn btn-outline-primary">
          My claims
        </Link>
      </div>
    );
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <p className="mb-0">
        {hasPendingCalorAccount(accounts)
          ? 'Your sign-up is waiting for approval. You can claim once it is approved.'
          : 'Sign up to start claiming cashback.'}
      </p>
      <Link to={pathTo('calorSignup')} className="btn btn-primary">
        Sign up
      </Link>
    </div>
  );
}
