import { normaliseAccountNumber, normaliseSortCode } from '../wallet/bankDetails';
import type { BacsAccount } from './standard18';

/**
 * The bank-account checks the portal itself makes before a credit goes into a file: the shape only.
 * A sort code is 6 digits (not 00-00-00); an account number 6 to 8 digits, written as 8 by putting
 * zeros in front, as Bacs asks (123456 → 00123456), and not all zeros.
 *
 * The modulus check (VocaLink's valacdos and scsubtab tables: MOD10, MOD11 and DBLAL weights per
 * sort-code range, with its exceptions) is the API's: the tables are licensed and change every few
 * weeks, so they are not shipped in the portal. The API lists a failing account as an excluded line with
 * the reason 'FailedModulusCheck'; a sort code outside the tables cannot be checked and is let through.
 */
export type AccountCheck = { ok: true; account: BacsAccount } | { ok: false; reason: string };

export function checkAccountShape(details: { sortCode: string; accountNumber: string }): AccountCheck {
  const sortCode = normaliseSortCode(details.sortCode);
  const accountNumber = normaliseAccountNumber(details.accountNumber);
  if (!/^\d{6}$/.test(sortCode) || /^0+$/.test(sortCode)) return { ok: false, reason: 'The sort code is not 6 digits.' };
  if (!/^\d{6,8}$/.test(accountNumber) || /^0+$/.test(accountNumber)) return { ok: false, reason: 'The account number is not 6 to 8 digits.' };
  return { ok: true, account: { sortCode, accountNumber: accountNumber.padStart(8, '0') } };
}

/** Why a member's cashback is left out of a file, listed apart from its lines. */
export const EXCLUSION_REASONS = ['MissingBankDetails', 'FailedAccountCheck', 'FailedModulusCheck'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const EXCLUSION_REASON_LABELS: Record<ExclusionReason, string> = {
  MissingBankDetails: 'No bank details',
  FailedAccountCheck: 'Bank details not in Bacs form',
  FailedModulusCheck: 'Failed the modulus check',
};
