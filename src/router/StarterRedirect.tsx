import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/auth/AuthContext';
import { LoadingState } from '@/components/states/LoadingState';
import { clearImpersonationOverride } from '@/session/impersonationOverride';
import { useMemberSession } from '@/session/MemberSessionContext';
import { readStoppedActing, stoppedActingState } from '@/session/stoppedActing';
import { homePath } from './homePath';
import { useRouteTable } from './RouteTableContext';

/**
 * "/" and "/starter": sends each person to their home page. Staff who pressed "Stop acting for this member"
 * come through here: this page needs no member and no permission, so the override is cleared only now
 * (src/session/stoppedActing.ts), and their home is told whom they left.
 */
export function StarterRedirect() {
  const { user } = useAuth();
  const { acting, permissions } = useMemberSession();
  const table = useRouteTable();
  const stopped = readStoppedActing(useLocation().state);
  const isStopping = Boolean(stopped) && acting.isImpersonating;

  useEffect(() => {
    if (isStopping) clearImpersonationOverride();
  }, [isStopping]);

  if (isStopping) return <LoadingState label="Returning to your home…" />;
  return <Navigate to={homePath(table, user, permissions)} replace state={stopped && stoppedActingState(stopped)} />;
}
