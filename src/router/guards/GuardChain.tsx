import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/auth/AuthContext';
import { LoadingState } from '@/components/states/LoadingState';
import { LoadFailureRedirect, type LoadFailureState } from '@/session/LoadFailureRedirect';
import { useMemberSession } from '@/session/MemberSessionContext';
import { decideAccess } from '../access';
import type { RouteDefinition } from '@/router/routeDefinition';
import { useAccessContext } from './accessContext';
import { SignInRedirect } from './SignInRedirect';

/**
 * The guards in the spec's order (maintenance, login, account status, route access, permissions),
 * through the one access decision that tests/unit/routes check route by route.
 */
export function GuardChain({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const { isLoading } = useAuth();
  const { permissionsState, permissionsError } = useMemberSession();
  const context = useAccessContext();
  const location = useLocation();

  // While the SDK is still loading nothing happens (spec §4 "Login"): nobody is known yet.
  if (isLoading) return <LoadingState />;
  const decision = decideAccess(route, context);
  if (decision.kind === 'sign-in') return <SignInRedirect />;
  if (decision.kind === 'redirect' && decision.guard === 'permissions') {
    // Permissions decide only once they have loaded; a failed load is handled like any other.
    if (permissionsState === 'loading') return <LoadingState label="Checking your access…" />;
    if (permissionsState === 'error') return <LoadFailureRedirect error={permissionsError} />;
  }
  // The page asked for goes along to the maintenance page, so staff who sign in there return to it.
  if (decision.kind === 'redirect' && decision.guard === 'maintenance')
    return <Navigate to={decision.to} replace state={{ from: location.pathname + location.search } satisfies LoadFailureState} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
