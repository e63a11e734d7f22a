import { canActForMembers } from '@/domain/roles';
import type { SignedInUser } from '@/domain/user';
import type { ImpersonationOverride } from './impersonationOverride';

/** Whose data the portal shows: the user's own membership, or the member staff are acting for. */
export interface ActingMember {
  membershipNumber?: string;
  accountId?: string;
  isImpersonating: boolean;
}

/** The override counts only for users whose roles allow acting for members (DESIGN.md §4). */
export function actingMember(user: SignedInUser, override: ImpersonationOverride | null): ActingMember {
  if (override && canActForMembers(user.roles)) return { ...override, isImpersonating: true };
  return { membershipNumber: user.membershipNumber, accountId: user.accountId, isImpersonating: false };
}
