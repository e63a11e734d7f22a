import { isAcceptedAccountStatus } from './accountStatus';
import { hasRole, memberRole } from './roles';
import type { SignedInUser } from './user';

/** Spec §4: at least one role, the {product}Member role among them, and account status Active or Renew Soon. */
export function isActiveMember(user: SignedInUser, productKey: string): boolean {
  const roles = Array.isArray(user.roles) ? user.roles : [];
  return roles.length > 0 && hasRole(roles, memberRole(productKey)) && isAcceptedAccountStatus(user.accountStatus);
}
