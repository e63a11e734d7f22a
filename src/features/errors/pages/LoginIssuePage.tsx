import { useLocation } from 'react-router';
import { useAuth } from '@/auth/AuthContext';
import { safeReturnTarget } from '@/auth/returnTarget';
import { forgetSignInAgain } from '@/auth/signInAgain';
import { formatDateTime } from '@/domain/format/date';
import { pathTo } from '@/config/paths';
import type { LoadFailureState } from '@/session/LoadFailureRedirect';
import { buttonClass } from './buttonClass';
import { DeveloperErrorDetails } from './DeveloperErrorDetails';
import { ErrorPageLayout } from './ErrorPageLayout';

/**
 * /error/loginissue: where a failed sign-in callback lands, and where a person goes when the members'
 * service still refuses them right after signing in again (instead of going round in a sign-in loop).
 */
export function LoginIssuePage() {
  const { login, error } = useAuth();
  const state = useLocation().state as LoadFailureState | null;
  const refused = state?.refusedAgain;
  const tryAgain = () => {
    forgetSignInAgain(); // the person chose to: one more trip is not a loop
    void login(safeReturnTarget(state?.from, pathTo('root')));
  };

  return (
    <ErrorPageLayout
      title="We couldn't sign you in"
      actions={
        <button type="button" className={buttonClass('primary')} onClick={tryAgain}>
          {refused ? 'Try again' : 'Try signing in again'}
        </button>
      }
    >
      {refused ? (
        <>
          <p>
            We signed you in, but the members' service did not accept it, so we have stopped rather than send you round
            again. Please try again in a few minutes; if it keeps happening, contact us and give us the details below.
          </p>
          <dl className="row text-start small bg-body-tertiary rounded p-3 mb-0 mx-0">
            <dt className="col-sm-4">When</dt>
            <dd className="col-sm-8">{formatDateTime(refused.at)}</dd>
            <dt className="col-sm-4">What was refused</dt>
            <dd className="col-sm-8 text-break">{refused.call}</dd>
            <dt className="col-sm-4">Refused before signing in again</dt>
            <dd className="col-sm-8 text-break mb-0">{refused.firstCall}</dd>
          </dl>
        </>
      ) : (
        <p className="mb-0">
          Your sign-in didn't complete. This can happen when the sign-in page was left open for a long time or used
          in another tab. Please try signing in again.
        </p>
      )}
      <DeveloperErrorDetails error={error} />
    </ErrorPageLayout>
  );
}
