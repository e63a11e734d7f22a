import type { SupplierReportedSchemeType } from './schemes';

/**
 * One purchase a supplier reported for a member: a line of the supplier's report for a period (imported
 * by staff). Amounts are in pounds, excluding VAT: cashback is never paid on VAT.
 */
export interface SupplierPurchase {
  /** GUID. */
  id: string;
  schemeType: SupplierReportedSchemeType;
  periodId: string;
  membershipNumber: string;
  supplierAccountNumber: string;
  /** The unit it was delivered to, or null when the supplier does not say. */
  unitId: string | null;
  /** The supplier's invoice or order number. */
  invoiceNumber: string;
  /** yyyy-MM-dd */
  invoiceDate: string;
  amountExcludingVat: number;
  /** yyyy-MM-dd: the day the report holding it was imported. */
  reportedOn: string;
}

export interface PurchaseTotals {
  count: number;
  totalExcludingVat: number;
  /** yyyy-MM-dd of the latest report, or null when nothing has been reported yet. */
  lastReportedOn: string | null;
}
