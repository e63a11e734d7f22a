import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { callOf } from '@/api/callOf';
import { failedLoadTarget } from '@/api/failedCall';
import { useAuth } from '@/auth/AuthContext';
import { refusedRightAfterSigningInAgain, type RefusedAgain } from '@/auth/signInAgain';
import { LoadingState } from '@/components/states/LoadingState';
import { ERROR_PATHS } from '@/domain/errorRoutes';

/** The page someone was sent away from: where the error pages' "Try again" and the maintenance sign-in return to. */
export interface LoadFailureState {
  from?: string;
  /** Set on the login-issue page when signing in again did not help (no sign-in loop). */
  refusedAgain?: RefusedAgain;
}

/** The one error handler every data load uses: it sends the person to the page for the failure's status. */
export function LoadFailureRedirect({ error }: { error: unknown }) {
  const location = useLocation();
  const { signInAgain } = useAuth();
  // A token the SDK could not renew reads like a 401: sign in again (the redirect starts once, in auth).
  const target = failedLoadTarget(error);
  const from = location.pathname + location.search;
  const call = callOf(error);
  // Decided once, when the failure first shows: a refusal right after signing in again is not sent round again.
  const [refusedAgain] = useState(() => (target.kind === 'sign-in' ? refusedRightAfterSigningInAgain(call, new Date()) : null));

  useEffect(() => {
    if (target.kind === 'sign-in' && !refusedAgain) void signInAgain(call, from);
  }, [target.kind, refusedAgain, signInAgain, call, from]);

  if (refusedAgain) return <Navigate to={ERROR_PATHS.loginIssue} replace state={{ from, refusedAgain } satisfies LoadFailureState} />;
  if (target.kind === 'sign-in') return <LoadingState label="Signing you in again…" />;
  return <Navigate to={target.path} replace state={{ from } satisfies LoadFailureState} />;
}
