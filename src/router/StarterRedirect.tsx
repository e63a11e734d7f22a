import { Navigate } from 'react-router';
import { useAuth } from '@/auth/AuthContext';
import { useMemberSession } from '@/session/MemberSessionContext';
import { homePath } from './homePath';
import { useRouteTable } from './RouteTableContext';

/** "/" and "/starter": sends each person to their home page. */
export function StarterRedirect() {
  const { user } = useAuth();
  const { permissions } = useMemberSession();
  return <Navigate to={homePath(useRouteTable(), user, permissions)} replace />;
}
