/** Why a member's cashback is left out of a file, listed apart from its lines. */
export const EXCLUSION_REASONS = ['MissingBankDetails', 'FailedAccountCheck', 'FailedModulusCheck'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const EXCLUSION_REASON_LABELS: Record<ExclusionReason, string> = {
  MissingBankDetails: 'No bank details',
  FailedAccountCheck: 'Bank details not in Bacs form',
  FailedModulusCheck: 'Failed the modulus check',
};
