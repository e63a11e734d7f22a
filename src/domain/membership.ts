/** Membership info (spec §3, call 4) and the company-type reference item (call 1). */
export interface CompanyTypeReference {
  id: string;
  text: string;
}

export interface MembershipInfo {
  companyTypeId?: string | null;
  companyType?: { id: string; name: string } | null;
  companyRegistrationOrCharityNumber?: string | null;
  vatRegistered?: boolean | null;
  latestMembership?: { status?: string | null; paymentType?: { name?: string | null } | null } | null;
  balance?: number | null;
}

export const CURRENT_MEMBERSHIP_STATUS = 'Current';
