import type { AccountStatus } from '@/domain/accountStatus';

/** Why someone is on the membership error page. */
export type MembershipErrorReason = 'lapsed' | 'suspended' | 'area-not-included';

const LAPSED_STATUSES: readonly AccountStatus[] = ['Archived', 'Cancelled', 'Expired'];
const SUSPENDED_STATUS: AccountStatus = 'Suspended';

/**
 * Spec §8 by the account-status claim. Anyone else (Active, Renew Soon, staff, signed out) came here as
 * the documents routes' permissionsRedirect (spec §4): their membership doesn't include that area.
 */
export function membershipErrorReason(accountStatus: string | undefined): MembershipErrorReason {
  if (LAPSED_STATUSES.some((status) => status === accountStatus)) return 'lapsed';
  if (accountStatus === SUSPENDED_STATUS) return 'suspended';
  return 'area-not-included';
}
