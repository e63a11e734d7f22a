// TEST DOUBLE, never shipped: how the API reads a supplier's purchase report and checks it against the
// programme (the portal only uploads the file and shows the preview or the refused lines).
import { format, isValid, parse } from 'date-fns';
import { parseCsv } from './csvParse';
import { formatDate } from '../../../../src/domain/format/date';
import { roundToPence } from '../../../../src/domain/rounding';
import type { ProgrammePeriod } from '../../../../src/domain/rewards/periods';
import { isWithinPeriod } from './periods';
import { normaliseSupplierAccountNumber, type SupplierReportedProgramme } from '../../../../src/domain/rewards/programmes';
import type { SignupStatus } from '../../../../src/domain/rewards/signup';
import { SUPPLIER_REPORT_COLUMNS, type PreviewRow, type ReportPreview, type ReportProblem, type SupplierReportRow } from '../../../../src/domain/rewards/supplierReport';

type ReportColumn = keyof typeof SUPPLIER_REPORT_COLUMNS;
const COLUMN_KEYS = Object.keys(SUPPLIER_REPORT_COLUMNS) as ReportColumn[];

export interface ReadReport {
  rows: SupplierReportRow[];
  problems: ReportProblem[];
}

const normaliseHeading = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * DD/MM/YYYY as UK suppliers write dates, single-digit days and months too (5/4/2026, as spreadsheets
 * often save them), or yyyy-MM-dd; anything else, or a day the month does not have, is not a date.
 */
export function readReportDate(value: string): string | undefined {
  const text = value.trim();
  // date-fns reads the year of d/M/yyyy leniently: the shape (a four-digit year) is checked here first.
  const pattern = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text) ? 'd/M/yyyy' : 'yyyy-MM-dd';
  const date = parse(text, pattern, new Date(2000, 0, 1));
  if (!isValid(date)) return undefined;
  const iso = format(date, 'yyyy-MM-dd');
  return pattern === 'd/M/yyyy' || iso === text ? iso : undefined;
}

/** Pounds and pence, with or without '£', thousands commas and spaces; a leading '-' (or brackets) for a credit. */
export function readReportAmount(value: string): number | undefined {
  let text = value.trim().replace(/[£,\s]/g, '');
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) text = `-${bracketed[1]}`;
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return roundToPence(Number(text));
}

/**
 * Reads the file's lines into invoices, listing every line that is not one, with its reasons: the column
 * names on the first line, an account and invoice number, a real date, an amount in pounds and pence other
 * than £0, and no invoice twice in the same file. Lines with nothing in them are skipped.
 */
export function readSupplierReport(text: string): ReadReport {
  const csv = parseCsv(text);
  if (csv.problem) return { rows: [], problems: [csv.problem] };
  const records = csv.records.filter((record) => record.fields.some((field) => field.trim() !== ''));
  const [header, ...lines] = records;
  if (!header) return { rows: [], problems: [{ line: 1, reason: 'The file is empty: it holds no column names and no purchases.' }] };

  const headings = header.fields.map(normaliseHeading);
  const position = Object.fromEntries(COLUMN_KEYS.map((key) => [key, headings.indexOf(normaliseHeading(SUPPLIER_REPORT_COLUMNS[key]))])) as Record<ReportColumn, number>;
  const missing = COLUMN_KEYS.filter((key) => position[key] < 0).map((key) => SUPPLIER_REPORT_COLUMNS[key]);
  if (missing.length)
    return {
      rows: [],
      problems: [
        {
          line: header.line,
          reason: `The first line must name the columns ${Object.values(SUPPLIER_REPORT_COLUMNS).join(', ')}. Missing: ${missing.join(', ')}.`,
        },
      ],
    };
  if (lines.length === 0) return { rows: [], problems: [{ line: header.line, reason: 'The file holds column names but no purchases.' }] };

  const rows: SupplierReportRow[] = [];
  const problems: ReportProblem[] = [];
  const firstLineOfInvoice = new Map<string, number>();
  for (const record of lines) {
    const value = (key: ReportColumn) => (record.fields[position[key]] ?? '').trim();
    const reasons: string[] = [];
    const accountNumber = normaliseSupplierAccountNumber(value('accountNumber'));
    if (!accountNumber) reasons.push('no account number');
    const invoiceNumber = value('invoiceNumber');
    if (!invoiceNumber) reasons.push('no invoice number');
    const invoiceDate = readReportDate(value('invoiceDate'));
    if (!value('invoiceDate')) reasons.push('no invoice date');
    else if (!invoiceDate) reasons.push(`the invoice date “${value('invoiceDate')}” is not a date (write it as DD/MM/YYYY)`);
    const amount = readReportAmount(value('amountExcludingVat'));
    if (!value('amountExcludingVat')) reasons.push('no amount');
    else if (amount === undefined) reasons.push(`the amount “${value('amountExcludingVat')}” is not an amount in pounds and pence`);
    else if (amount === 0) reasons.push('the amount is £0');
    if (invoiceNumber) {
      const earlier = firstLineOfInvoice.get(invoiceNumber.toUpperCase());
      if (earlier !== undefined) reasons.push(`invoice ${invoiceNumber} is already on line ${earlier}`);
      else firstLineOfInvoice.set(invoiceNumber.toUpperCase(), record.line);
    }
    if (reasons.length) problems.push({ line: record.line, reason: sentence(reasons) });
    else rows.push({ line: record.line, accountNumber, invoiceNumber, invoiceDate: invoiceDate!, amountExcludingVat: amount! });
  }
  return { rows, problems };
}

/** 'no account number; the amount is £0' → 'No account number; the amount is £0.' */
function sentence(reasons: string[]): string {
  const text = reasons.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Who holds a supplier account number on the programme, as the API knows it. */
export interface AccountHolder {
  membershipNumber: string;
  memberName: string;
  status: SignupStatus;
}

export interface ReportContext {
  programme: Pick<SupplierReportedProgramme, 'name' | 'accountNumber'>;
  period: Pick<ProgrammePeriod, 'name' | 'startDate' | 'endDate'>;
  /** The sign-up linking an account number to a member on this programme, if any. */
  holderOf: (accountNumber: string) => AccountHolder | undefined;
  /** Whether the programme already holds this invoice from an earlier report. */
  isImported: (invoiceNumber: string) => boolean;
}

/**
 * The report checked against what the programme knows: every account number of the programme's shape and
 * linked by an approved sign-up, every invoice dated inside the period and not imported before. Used by the
 * API for the preview and again, the same way, when the report is applied.
 */
export function previewSupplierReport(text: string, context: ReportContext): ReportPreview {
  const read = readSupplierReport(text);
  const problems = [...read.problems];
  const rows: PreviewRow[] = [];
  for (const row of read.rows) {
    const reasons: string[] = [];
    const holder = context.holderOf(row.accountNumber);
    if (!context.programme.accountNumber.pattern.test(row.accountNumber))
      reasons.push(`“${row.accountNumber}” is not a ${context.programme.accountNumber.label}`);
    else if (!holder) reasons.push(`no member has linked ${context.programme.accountNumber.label} ${row.accountNumber}`);
    else if (holder.status !== 'Approved')
      reasons.push(`the sign-up linking ${row.accountNumber} (${holder.membershipNumber}) is ${holder.status.toLowerCase()}, not approved`);
    if (!isWithinPeriod(context.period, row.invoiceDate))
      reasons.push(`the invoice date ${formatDate(row.invoiceDate)} is outside ${context.period.name} (${formatDate(context.period.startDate)} to ${formatDate(context.period.endDate)})`);
    if (context.isImported(row.invoiceNumber)) reasons.push(`invoice ${row.invoiceNumber} was imported from an earlier report`);
    if (reasons.length) problems.push({ line: row.line, reason: sentence(reasons) });
    else rows.push({ ...row, membershipNumber: holder!.membershipNumber, memberName: holder!.memberName });
  }
  problems.sort((a, b) => a.line - b.line);
  return {
    rows,
    problems,
    totals: {
      invoices: rows.length,
      members: new Set(rows.map((row) => row.membershipNumber)).size,
      totalExcludingVat: roundToPence(rows.reduce((total, row) => total + row.amountExcludingVat, 0)),
    },
  };
}

/** A sample of the format, for the import's help text and the tests. */
export const SUPPLIER_REPORT_EXAMPLE = `${Object.values(SUPPLIER_REPORT_COLUMNS).join(',')}\r\nBP204417,BPI-20260405-11,05/04/2026,184.60\r\n`;
