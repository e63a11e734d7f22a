import { BUSINESS_NOT_REGISTERED, companyTypeName, requiresRegistrationNumber } from './companyTypes';
import type { CompanyTypeReference, MembershipInfo } from './membership';

export interface CompanyDetailsNeededInput {
  isImpersonating: boolean;
  /** undefined until the reference data (call 1) has loaded. */
  companyTypes: CompanyTypeReference[] | undefined;
  isActiveMember: boolean;
  /** undefined until the member's details (call 4) have loaded. */
  membershipInfo: MembershipInfo | undefined;
}

/**
 * Spec §4 "Company details needed": whether to prompt the member with the company details modal.
 * Staff acting for a member are never prompted, and nothing is decided before both loads have finished.
 */
export function isCompanyDetailsNeeded(input: CompanyDetailsNeededInput): boolean {
  const { isImpersonating, companyTypes, isActiveMember, membershipInfo } = input;
  if (isImpersonating || !companyTypes || !isActiveMember || !membershipInfo) return false;

  // The details answer may carry the type by name, or only by id to be resolved against the reference data.
  const typeName =
    membershipInfo.companyType?.name || companyTypeName(companyTypes, membershipInfo.companyTypeId) || undefined;
  const typeMissing = typeName === undefined || typeName === BUSINESS_NOT_REGISTERED;
  const numberMissing =
    requiresRegistrationNumber(typeName) && !membershipInfo.companyRegistrationOrCharityNumber?.trim();
  const vatAnswerMissing = membershipInfo.vatRegistered === null || membershipInfo.vatRegistered === undefined;

  return typeMissing || numberMissing || vatAnswerMissing;
}
