/** The four supplier programmes (spec §1): packaging, gas, catering equipment and wholesale. */
export const SCHEME_TYPES = ['calor', 'biopak', 'nisbets', 'booker'] as const;
export type SchemeType = (typeof SCHEME_TYPES)[number];

/**
 * The programmes paying cashback on what the supplier reports a member bought each period, so the member
 * makes no claims (BioPak, Nisbets, Booker). Calor pays on the member's own claims instead.
 */
export const SUPPLIER_REPORTED_SCHEME_TYPES = ['biopak', 'nisbets', 'booker'] as const;
export type SupplierReportedSchemeType = (typeof SUPPLIER_REPORTED_SCHEME_TYPES)[number];

/** Whether a path parameter or an API value names a programme (e.g. /wallet/schemes/{schemeType}). */
export function isSchemeType(value: unknown): value is SchemeType {
  return SCHEME_TYPES.some((schemeType) => schemeType === value);
}

export function isSupplierReportedSchemeType(value: unknown): value is SupplierReportedSchemeType {
  return SUPPLIER_REPORTED_SCHEME_TYPES.some((schemeType) => schemeType === value);
}
