import { formatMoney } from '../format/money';

/**
 * A supplier's purchase report (BioPak, Nisbets, Booker) as staff import it: a CSV file whose first line
 * names the columns (any order, any case; other columns are ignored), then one invoice per line.
 */
export const SUPPLIER_REPORT_COLUMNS = {
  accountNumber: 'Account number',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  amountExcludingVat: 'Amount excluding VAT',
} as const;

/** One invoice of the report, read and normalised (account number upper case; date yyyy-MM-dd; pounds). */
export interface SupplierReportRow {
  /** The line of the file it is on, as a spreadsheet or editor numbers it. */
  line: number;
  accountNumber: string;
  invoiceNumber: string;
  invoiceDate: string;
  /** Negative for a credit note. */
  amountExcludingVat: number;
}

/** A line that cannot be imported, and why, in plain words. */
export interface ReportProblem {
  line: number;
  reason: string;
}

/** An invoice ready to apply: the member it belongs to, found from the account number. */
export interface PreviewRow extends SupplierReportRow {
  membershipNumber: string;
  memberName: string;
}

export interface ReportPreview {
  rows: PreviewRow[];
  /** Every line that cannot be imported, in file order. Nothing is applied while there is one. */
  problems: ReportProblem[];
  totals: { invoices: number; members: number; totalExcludingVat: number };
}

/** "12 invoices for 5 members, £2,431.50 excluding VAT" */
export function describeReportTotals({ invoices, members, totalExcludingVat }: ReportPreview['totals']): string {
  return `${invoices} ${invoices === 1 ? 'invoice' : 'invoices'} for ${members} ${members === 1 ? 'member' : 'members'}, ${formatMoney(totalExcludingVat)} excluding VAT`;
}
