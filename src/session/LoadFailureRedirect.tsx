import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { statusOf } from '@/api/httpError';
import { isSignInRequired } from '@/api/signInRequired';
import { useAuth } from '@/auth/AuthContext';
import { LoadingState } from '@/components/states/LoadingState';
import { loadFailureTarget } from '@/domain/errorRoutes';

/** The page someone was sent away from: where the error pages' "Try again" and the maintenance sign-in return to. */
export interface LoadFailureState {
  from?: string;
}

/** The one error handler every data load uses: it sends the person to the page for the failure's status. */
export function LoadFailureRedirect({ error }: { error: unknown }) {
  const location = useLocation();
  const { login } = useAuth();
  // A token the SDK could not renew reads like a 401: sign in again (the redirect starts once, in auth).
  const target = isSignInRequired(error) ? ({ kind: 'sign-in' } as const) : loadFailureTarget(statusOf(error));
  const from = location.pathname + location.search;

  useEffect(() => {
    if (target.kind === 'sign-in') void login(from);
  }, [target.kind, login, from]);

  if (target.kind === 'sign-in') return <LoadingState label="Signing you in again…" />;
  return <Navigate to={target.path} replace state={{ from } satisfies LoadFailureState} />;
}
