import { useAuth } from '@/auth/AuthContext';
import { buttonClass } from './buttonClass';
import { DeveloperErrorDetails } from './DeveloperErrorDetails';
import { ErrorPageLayout } from './ErrorPageLayout';
import { pathTo } from '@/routing/paths';

/** /error/loginissue: where a failed sign-in callback lands; the person is probably signed out. */
export function LoginIssuePage() {
  const { login, error } = useAuth();
  return (
    <ErrorPageLayout
      title="We couldn't sign you in"
      actions={
        <button type="button" className={buttonClass('primary')} onClick={() => void login(pathTo('root'))}>
          Try signing in again
        </button>
      }
    >
      <p className="mb-0">
        Your sign-in didn't complete. This can happen when the sign-in page was left open for a long time or used
        in another tab. Please try signing in again.
      </p>
      <DeveloperErrorDetails error={error} />
    </ErrorPageLayout>
  );
}
