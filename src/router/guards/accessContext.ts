import { useAuth } from '@/auth/AuthContext';
import { useConfig } from '@/config/ConfigContext';
import { useMemberSession } from '@/session/MemberSessionContext';
import type { AccessContext } from '../access';

/** What the guards decide on, read from one place. */
export function useAccessContext(): AccessContext {
  const { user, isAuthenticated } = useAuth();
  const { maintenanceMode, productKey } = useConfig();
  const { permissions } = useMemberSession();
  return { user, isAuthenticated, permissions, maintenanceMode, productKey };
}
