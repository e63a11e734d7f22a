import { formatPercent } from '../format/percent';
import { FIXED_ROLES, hasRole } from '../roles';
import { RHYTHM_WORDS, type PeriodRhythm } from './periods';
import type { SchemeType, SupplierReportedSchemeType } from './schemes';

/** What every programme's screens say about it. */
interface ProgrammeBase {
  schemeType: SchemeType;
  /** The programme as members know it, e.g. 'BioPak'. */
  name: string;
  /** Who sells the goods. */
  supplier: string;
  /** What the cashback is on, completing "cashback on …". */
  goods: string;
  periodRhythm: PeriodRhythm;
  /** Its pages are still being built: developers only (spec §2 flags Booker's work-in-progress). */
  workInProgress?: true;
}

/** Calor: the member claims, one receipt at a time (spec §2 claim form). */
export interface ClaimsProgramme extends ProgrammeBase {
  schemeType: 'calor';
  earnsBy: 'claims';
}

/** The supplier account number a sign-up links, and its shape (the API checks the same pattern). */
export interface SupplierAccountNumberRule {
  label: string;
  hint: string;
  /** Upper case, no spaces: the form upper-cases what is typed before checking. */
  pattern: RegExp;
  message: string;
}

/**
 * BioPak, Nisbets and Booker: the member links their supplier account once; the supplier reports what
 * they buy each period and cashback is paid on it, so the member makes no claims. One definition drives
 * the sign-up and cashback screens of all three.
 */
export interface SupplierReportedProgramme extends ProgrammeBase {
  schemeType: SupplierReportedSchemeType;
  earnsBy: 'supplier-reports';
  accountNumber: SupplierAccountNumberRule;
  /** How often the supplier sends its report within a period. */
  reportsEvery: 'month' | 'week';
}

export type ProgrammeDefinition = ClaimsProgramme | SupplierReportedProgramme;

// Account number shapes are the portal's working assumption (the suppliers' own formats are not
// confirmed): letters and digits for BioPak and Nisbets, digits on a Booker customer card.
export const PROGRAMMES = {
  calor: {
    schemeType: 'calor',
    name: 'Calor',
    supplier: 'Calor',
    goods: 'Calor gas cylinders',
    periodRhythm: 'half-yearly',
    earnsBy: 'claims',
  },
  biopak: {
    schemeType: 'biopak',
    name: 'BioPak',
    supplier: 'BioPak',
    goods: 'BioPak compostable packaging',
    periodRhythm: 'quarterly',
    earnsBy: 'supplier-reports',
    reportsEvery: 'month',
    accountNumber: {
      label: 'BioPak customer number',
      hint: 'It is printed on your BioPak invoices: 6 to 10 letters or digits.',
      pattern: /^[A-Z0-9]{6,10}$/,
      message: 'Enter your BioPak customer number as it appears on your invoices: 6 to 10 letters or digits',
    },
  },
  nisbets: {
    schemeType: 'nisbets',
    name: 'Nisbets',
    supplier: 'Nisbets',
    goods: 'Nisbets catering equipment',
    periodRhythm: 'half-yearly',
    earnsBy: 'supplier-reports',
    reportsEvery: 'month',
    accountNumber: {
      label: 'Nisbets account number',
      hint: 'It is on your Nisbets invoices and order confirmations: 6 to 10 letters or digits.',
      pattern: /^[A-Z0-9]{6,10}$/,
      message: 'Enter your Nisbets account number as it appears on your invoices: 6 to 10 letters or digits',
    },
  },
  booker: {
    schemeType: 'booker',
    name: 'Booker',
    supplier: 'Booker',
    goods: 'your Booker wholesale shopping',
    periodRhythm: 'quarterly',
    workInProgress: true,
    earnsBy: 'supplier-reports',
    reportsEvery: 'week',
    accountNumber: {
      label: 'Booker customer card number',
      hint: 'The long number on your Booker customer card: 6 to 13 digits.',
      pattern: /^\d{6,13}$/,
      message: 'Enter the number on your Booker customer card: 6 to 13 digits',
    },
  },
} as const satisfies { [K in SchemeType]: ProgrammeDefinition & { schemeType: K } };

/**
 * The deal in one line, its rate in the §9 percent format: "2.5% cashback on BioPak compostable
 * packaging, paid on what BioPak reports you bought each quarter".
 */
export function dealLine(programme: ProgrammeDefinition, cashbackPercent: number): string {
  const cashback = `${formatPercent(cashbackPercent)} cashback on ${programme.goods}`;
  if (programme.earnsBy === 'claims') return `${cashback}, claimed with your receipts`;
  return `${cashback}, paid on what ${programme.supplier} reports you bought each ${RHYTHM_WORDS[programme.periodRhythm]}`;
}

/** Supplier account numbers are compared and stored upper case, without spaces. */
export function normaliseSupplierAccountNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether a person can use a programme yet: it is not work in progress, or they are a developer (spec §5 rule 1). */
export function isProgrammeOpenTo(schemeType: SchemeType, roles: readonly string[]): boolean {
  return !isProgrammeWorkInProgress(schemeType) || hasRole(roles, FIXED_ROLES.developer);
}

export function isProgrammeWorkInProgress(schemeType: SchemeType): boolean {
  return (PROGRAMMES[schemeType] as ProgrammeDefinition).workInProgress === true;
}
