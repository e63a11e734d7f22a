import { useUser } from '@/auth/AuthContext';
import { useConfig } from '@/config/ConfigContext';
import { isTheMember } from '@/domain/memberOnlyChanges';
import type { SchemeType } from '@/domain/rewards/schemes';
import { canMakeStaffChange, type StaffChange } from '@/domain/staffChanges';

/** Whether the signed-in person may make this staff change (a developer only looks). */
export function useCanMakeStaffChange(change: StaffChange, programme?: SchemeType): boolean {
  const { roles } = useUser();
  const { productKey } = useConfig();
  return canMakeStaffChange(roles, productKey, change, programme);
}

/** Whether the signed-in person is the member in view themself, not staff acting for them. */
export function useIsTheMember(membershipNumber: string): boolean {
  const user = useUser();
  const { productKey } = useConfig();
  return isTheMember(user, productKey, membershipNumber);
}
