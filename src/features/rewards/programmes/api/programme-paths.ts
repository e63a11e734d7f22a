import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';

/** The path prefix of every call about one member on a supplier-reported programme: /biopak/members/{n}. */
export const programmeMemberPath = (schemeType: SupplierReportedSchemeType, membershipNumber: string) =>
  `/${schemeType}/members/${encodeURIComponent(membershipNumber)}`;
