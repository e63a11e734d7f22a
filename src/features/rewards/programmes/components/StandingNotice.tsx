import { Link } from 'react-router';
import type { SupplierReportedProgramme } from '@/domain/rewards/programmes';
import type { ProgrammeSignup } from '@/domain/rewards/signup';
import { PROGRAMME_PATHS } from '@/config/programmePaths';
import { pathTo } from '@/config/paths';

/** On the cashback page of a member who is not (yet) signed up: where they stand and the way to the sign-up page. */
export function StandingNotice({ programme, signup }: { programme: SupplierReportedProgramme; signup: ProgrammeSignup | null }) {
  const signupPath = pathTo(PROGRAMME_PATHS[programme.schemeType].signup);
  const [message, action] =
    signup?.status === 'Pending'
      ? [`Your application is waiting for approval. Cashback starts once ${programme.supplier} has confirmed your account.`, 'See your application']
      : signup?.status === 'Rejected'
        ? ['Your application was not approved. Correct your details and re-apply to start earning cashback.', 'Correct and re-apply']
        : [`You are not signed up to ${programme.name} cashback yet. Sign up to start earning on what you buy.`, 'Sign up'];
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3">
      <p className="mb-0 me-auto">{message}</p>
      <Link to={signupPath} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}
