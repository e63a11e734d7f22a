import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/states/LoadingState';
import { useConfig } from '@/config/ConfigContext';
import { useAuth } from './AuthContext';
import { clearPortalState } from './clearPortalState';
import { announceSession } from './sessionChannel';
import { forgetSignInAgain } from './signInAgain';

/**
 * /account/logout (spec §2): forgets the portal's local state, then signs out at the identity provider,
 * which returns to the legacy application's logged-out page with ?remote=true, else to its own.
 */
export function LogoutPage() {
  const { logout } = useAuth();
  const { logoutReturnUrl, legacyLogoutUrl } = useConfig();
  const [params] = useSearchParams();
  const returnTo = params.get('remote') === 'true' ? legacyLogoutUrl : logoutReturnUrl;

  useEffect(() => {
    clearPortalState();
    forgetSignInAgain();
    announceSession({ type: 'signed-out' });
    void logout(returnTo);
  }, [logout, returnTo]);

  return <LoadingState label="Signing you out…" />;
}
