import { companyTypeName, requiresRegistrationNumber } from '@/domain/companyTypes';
import { formatMoney } from '@/domain/format/money';
import type { CompanyTypeReference, MembershipInfo } from '@/domain/membership';

export interface SummaryRow {
  label: string;
  value: string;
}

export interface MembershipSummaryInput {
  membershipNumber: string;
  /** The signed-in member's own status claim; left out while staff act for a member (it is not theirs). */
  accountStatus?: string;
  details: MembershipInfo;
  companyTypes?: readonly CompanyTypeReference[];
}

export const NOT_RECORDED = 'Not recorded';

function vatAnswer(vatRegistered: boolean | null | undefined): string {
  if (vatRegistered === true) return 'Yes';
  if (vatRegistered === false) return 'No';
  return 'Not answered';
}

function balance(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatMoney(amount) : NOT_RECORDED;
}

/** The membership summary card's rows, in reading order; a missing value says so plainly. */
export function membershipSummaryRows({
  membershipNumber,
  accountStatus,
  details,
  companyTypes,
}: MembershipSummaryInput): SummaryRow[] {
  const typeName = details.companyType?.name || companyTypeName(companyTypes, details.companyTypeId);
  const number = details.companyRegistrationOrCharityNumber?.trim();
  const rows: (SummaryRow | false)[] = [
    { label: 'Membership number', value: membershipNumber },
    accountStatus !== undefined && { label: 'Account status', value: accountStatus || NOT_RECORDED },
    { label: 'Company type', value: typeName || NOT_RECORDED },
    {
      label: 'Registration or charity number',
      value: number || (requiresRegistrationNumber(typeName) ? NOT_RECORDED : 'Not needed for this company type'),
    },
    { label: 'VAT registered', value: vatAnswer(details.vatRegistered) },
    { label: 'Latest membership status', value: details.latestMembership?.status || NOT_RECORDED },
    { label: 'Balance', value: balance(details.balance) },
  ];
  return rows.filter((row): row is SummaryRow => row !== false);
}
