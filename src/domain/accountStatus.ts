/** Account statuses of spec §3; only the accepted ones (§9) open the whole member area. */
export const ACCOUNT_STATUSES = ['Active', 'Renew Soon', 'Archived', 'Cancelled', 'Expired', 'Suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCEPTED_ACCOUNT_STATUSES: readonly AccountStatus[] = ['Active', 'Renew Soon'];

export function isAcceptedAccountStatus(status: string | undefined): boolean {
  return ACCEPTED_ACCOUNT_STATUSES.some((accepted) => accepted === status);
}
