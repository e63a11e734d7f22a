import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/states/LoadingState';
import { useConfig } from '@/config/ConfigContext';
import { formDraftsPrefixOf } from '@/domain/formDraftKeys';
import { readStoredDraft } from '@/domain/formDrafts';
import { IDLE_LOGOUT_REASON } from '@/domain/idleTimeout';
import { useAuth } from './AuthContext';
import { clearPortalState } from './clearPortalState';
import { announceSession } from './sessionChannel';
import { forgetSignInAgain } from './signInAgain';

/** Whether this person left unsent forms in this browser that have not expired (src/session/formDrafts.ts keeps them). */
function hasUnsentWork(userId: string): boolean {
  const now = new Date();
  return Object.keys(window.localStorage).some(
    (key) => key.startsWith(formDraftsPrefixOf(userId)) && readStoredDraft(window.localStorage.getItem(key), now) !== null,
  );
}

/**
 * /account/logout (spec §2): revokes the refresh token, forgets the portal's local state, then signs out at
 * the identity provider, which returns to the legacy application's logged-out page with ?remote=true, else
 * to its own. Unsent forms go with the local state, so the person is warned first when there are any.
 * With ?reason=idle (the idle sign-out, src/auth/IdleSignOut.tsx) nobody is there to answer: the
 * person's drafts are kept instead, for when they sign in again (DESIGN.md §4).
 */
export function LogoutPage() {
  const { logout, user, isLoading } = useAuth();
  const { logoutReturnUrl, legacyLogoutUrl } = useConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('remote') === 'true' ? legacyLogoutUrl : logoutReturnUrl;
  const isIdle = params.get('reason') === IDLE_LOGOUT_REASON;
  const [isConfirmed, setConfirmed] = useState(false);
  const mustWarn = !isLoading && !isIdle && !isConfirmed && hasUnsentWork(user.id);

  useEffect(() => {
    if (isLoading || mustWarn) return;
    // After the revocation, which reads the refresh token from the SDK's cache in local storage.
    const forgetLocalState = () => {
      clearPortalState(window.localStorage, { keepDraftsOf: isIdle ? user.id : undefined });
      forgetSignInAgain();
      announceSession({ type: 'signed-out' });
    };
    void logout(returnTo, forgetLocalState);
  }, [isLoading, mustWarn, logout, returnTo, isIdle, user.id]);

  if (!mustWarn) return <LoadingState label="Signing you out…" />;
  return (
    <section className="card shadow-sm mx-auto" style={{ maxWidth: '36rem' }} aria-labelledby="unsent-work-heading">
      <div className="card-body p-4">
        <h1 id="unsent-work-heading" className="h4">
          You have work that has not been sent
        </h1>
        <p>A form you started in this browser has not been sent yet. If you log out now, what you typed will be lost.</p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => void navigate(-1)}>
            Go back to it
          </button>
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirmed(true)}>
            Log out and lose it
          </button>
        </div>
      </div>
    </section>
  );
}
