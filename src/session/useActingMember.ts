import { useMemo } from 'react';
import { useUser } from '@/auth/AuthContext';
import { actingMember, type ActingMember } from './actingMember';
import { useImpersonationOverride } from './impersonationOverride';

export function useActingMember(): ActingMember {
  const user = useUser();
  const override = useImpersonationOverride();
  return useMemo(() => actingMember(user, override), [user, override]);
}
