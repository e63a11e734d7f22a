/** A member's account under the Calor scheme (DESIGN.md §5, the rewards-member call). */
export const CALOR_ACCOUNT_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type CalorAccountStatus = (typeof CALOR_ACCOUNT_STATUSES)[number];

export interface CalorAccount {
  id: string;
  accountStatus: CalorAccountStatus;
  /** Buys straight from Calor: purchases are recorded automatically, so no claims are needed. */
  isDirectAccountHolder: boolean;
  /** The Calor account number, for direct account holders. */
  accountNumber?: string | null;
  /** The premises the account applies to. */
  premises: string;
  /** Why staff did not approve it, when Rejected (shown to the member). */
  rejectionReason?: string | null;
}

/** Spec §6: claim submission needs at least one Approved account under the scheme. */
export function hasApprovedCalorAccount(accounts: readonly Pick<CalorAccount, 'accountStatus'>[] | undefined): boolean {
  return (accounts ?? []).some((account) => account.accountStatus === 'Approved');
}

export function hasPendingCalorAccount(accounts: readonly Pick<CalorAccount, 'accountStatus'>[] | undefined): boolean {
  return (accounts ?? []).some((account) => account.accountStatus === 'Pending');
}
