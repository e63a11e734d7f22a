// TEST DOUBLE, never shipped: the supplier-reported programmes' demo data (BioPak, Nisbets, Booker), the
// periods of all four programmes, and Booker's vouchers, relative to today's date.
import { addDays, formatISO, setHours, subDays, subMonths } from 'date-fns';
import { cashbackFor } from '../../../../src/domain/calor/cashback';
import { formatApiDate } from '../../../../src/domain/format/date';
import type { PeriodState } from '../../../../src/domain/rewards/periods';
import { periodDatesContaining } from '../backend-reference/periods';
import { PROGRAMMES } from '../../../../src/domain/rewards/programmes';
import { SCHEME_TYPES, type SchemeType, type SupplierReportedSchemeType } from '../../../../src/domain/rewards/schemes';
import { demoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { simulatorGuid } from '../backend-reference/ids';
import { seededUnitsOf } from './units';

/**
 * The rewards slice of the simulator's store, in the shapes the API answers. Staff handlers act on the
 * same data: they approve or reject `signups` (appending to each one's history), move `periods` on,
 * import `purchases` per period, and turn a period's purchases into wallet transactions (store.wallet).
 */
export interface RewardsStore {
  /** Each supplier-reported programme's current cashback rate, percent of spend excluding VAT (Calor's: store.calor). */
  rates: Record<SupplierReportedSchemeType, number>;
  /** Every programme's periods, Calor's half-years included. */
  periods: ApiSchemas['Period'][];
  /** Sign-ups to the supplier-reported programmes, one per member and programme. */
  signups: ApiSchemas['ProgrammeSignup'][];
  /** What suppliers reported members bought, per period. */
  purchases: ApiSchemas['SupplierPurchase'][];
  /** Booker vouchers issued to each member, by membership number. */
  vouchers: Map<string, ApiSchemas['BookerVoucher'][]>;
  nextId: number;
}

export const SCHEME_NAMES: Record<SchemeType, string> = {
  calor: 'Calor gas cashback',
  biopak: 'BioPak packaging cashback',
  nisbets: 'Nisbets catering equipment cashback',
  booker: 'Booker wholesale cashback',
};

export const SEEDED_RATES: Record<SupplierReportedSchemeType, number> = { biopak: 2.5, nisbets: 3, booker: 1.5 };

/** How many periods back each programme's history goes (the current one is 0). */
const PERIODS_BACK = 4;

/**
 * Period states, shared by all members: the current period is Open; the one before has just closed
 * (BioPak's cashback calculated; Nisbets' approved for payout; Booker's still being worked out; Calor's
 * approved, as its claims are paid one by one); older ones approved. Whether an approved period is Paid
 * is the ledger's to say (backend-reference/ledger.ts): seed/bacs.ts settles it once the files are made.
 */
const LAST_PERIOD_STATES: Record<SchemeType, PeriodState> = { biopak: 'CashbackCalculated', nisbets: 'ApprovedForPayout', booker: 'ClosedForClaims', calor: 'ApprovedForPayout' };

function periodState(schemeType: SchemeType, back: number): PeriodState {
  if (back === 0) return 'Open';
  if (back === 1) return LAST_PERIOD_STATES[schemeType];
  return 'ApprovedForPayout';
}

export function seedPeriods(today: Date): ApiSchemas['Period'][] {
  let n = 1;
  return SCHEME_TYPES.flatMap((schemeType) => {
    const rhythm = PROGRAMMES[schemeType].periodRhythm;
    const months = rhythm === 'quarterly' ? 3 : 6;
    return Array.from({ length: PERIODS_BACK + 1 }, (_, back) => ({
      id: simulatorGuid('a0e10d00', n++),
      schemeType,
      ...periodDatesContaining(rhythm, subMonths(today, back * months)),
      state: periodState(schemeType, back),
    }));
  });
}

/** A programme's periods, current first. */
export const periodsOf = (periods: readonly ApiSchemas['Period'][], schemeType: SchemeType) =>
  periods.filter((period) => period.schemeType === schemeType).sort((a, b) => b.startDate.localeCompare(a.startDate));

// ---------------------------------------------------------------------------------------------------------
// Sign-ups

interface SignupSeed {
  key: string;
  schemeType: SupplierReportedSchemeType;
  accountNumber: string;
  /** Which of the member's seeded units (by position). */
  units: number[];
  history: { status: ApiSchemas['ProgrammeSignupStatus']; daysAgo: number; reason?: string }[];
}

const approvedLongAgo = (): SignupSeed['history'] => [
  { status: 'Pending', daysAgo: 700 },
  { status: 'Approved', daysAgo: 695 },
];

export const NISBETS_REJECTION =
  'The Nisbets account number does not match the business name we hold for you. Please check it against a recent Nisbets invoice.';

const SIGNUP_SEEDS: SignupSeed[] = [
  { key: 'member-active', schemeType: 'biopak', accountNumber: 'BP204417', units: [0, 1], history: approvedLongAgo() },
  { key: 'member-active', schemeType: 'nisbets', accountNumber: 'NIS88213', units: [0], history: approvedLongAgo() },
  { key: 'member-rewards-everything', schemeType: 'biopak', accountNumber: 'BP310552', units: [0, 1], history: approvedLongAgo() },
  {
    key: 'member-rewards-everything',
    schemeType: 'nisbets',
    accountNumber: 'NIS40021',
    units: [0],
    history: [
      { status: 'Pending', daysAgo: 720 },
      { status: 'Rejected', daysAgo: 716, reason: 'We could not find this account at Nisbets.' },
      { status: 'Pending', daysAgo: 712 },
      { status: 'Approved', daysAgo: 705 },
    ],
  },
  { key: 'member-rewards-everything', schemeType: 'booker', accountNumber: '2201448800317', units: [0, 1], history: approvedLongAgo() },
  { key: 'member-rewards-mixed', schemeType: 'biopak', accountNumber: 'BP777120', units: [0], history: [{ status: 'Pending', daysAgo: 3 }] },
  {
    key: 'member-rewards-mixed',
    schemeType: 'nisbets',
    accountNumber: 'NIS10993',
    units: [0, 1],
    history: [
      { status: 'Pending', daysAgo: 20 },
      { status: 'Rejected', daysAgo: 12, reason: NISBETS_REJECTION },
    ],
  },
];

function seedSignups(today: Date): ApiSchemas['ProgrammeSignup'][] {
  return SIGNUP_SEEDS.map((seed, index) => {
    const membershipNumber = demoAccount(seed.key).membershipNumber!;
    const units = seededUnitsOf(seed.key);
    const history = seed.history.map(({ status, daysAgo, reason }) => ({
      status,
      changedOn: formatISO(setHours(subDays(today, daysAgo), 10)),
      ...(reason ? { reason } : {}),
    }));
    const lastApplication = [...history].reverse().find((change) => change.status === 'Pending')!;
    const current = history.at(-1)!;
    return {
      id: simulatorGuid('5160a000', index + 1),
      schemeType: seed.schemeType,
      membershipNumber,
      supplierAccountNumber: seed.accountNumber,
      unitIds: seed.units.map((position) => units[position]!.id),
      consentToShareData: true,
      consentGivenOn: lastApplication.changedOn,
      status: current.status,
      submittedOn: lastApplication.changedOn,
      ...(current.reason ? { rejectionReason: current.reason } : {}),
      history,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Purchases: what the suppliers reported for each approved sign-up, every 9 days, three days after the invoice.

const INVOICE_AMOUNTS: Record<SupplierReportedSchemeType, number[]> = {
  biopak: [184.6, 96.25, 312.4, 142.8, 227.15, 88.9, 265.3],
  nisbets: [449.99, 129.5, 1249, 64.2, 389.75, 215.4],
  booker: [612.35, 845.1, 533.2, 977.45, 702.6, 590.05, 811.8],
};
const INVOICE_PREFIX: Record<SupplierReportedSchemeType, string> = { biopak: 'BPI', nisbets: 'NSI', booker: 'BKI' };
const INVOICE_EVERY_DAYS = 9;
const REPORTED_AFTER_DAYS = 3;

function seedPurchases(today: Date, periods: readonly ApiSchemas['Period'][], signups: readonly ApiSchemas['ProgrammeSignup'][]): ApiSchemas['SupplierPurchase'][] {
  const purchases: ApiSchemas['SupplierPurchase'][] = [];
  signups
    .filter((signup) => signup.status === 'Approved')
    .forEach((signup, signupIndex) => {
      periodsOf(periods, signup.schemeType).forEach((period, back) => {
        let invoiceDate = addDays(new Date(`${period.startDate}T12:00:00`), 2 + signupIndex);
        const end = new Date(`${period.endDate}T12:00:00`);
        let k = 0;
        while (invoiceDate <= end) {
          const reportedOn = addDays(invoiceDate, REPORTED_AFTER_DAYS);
          if (reportedOn > today) break;
          const amounts = INVOICE_AMOUNTS[signup.schemeType];
          purchases.push({
            id: simulatorGuid('b0c4a5e0', purchases.length + 1),
            schemeType: signup.schemeType,
            periodId: period.id,
            membershipNumber: signup.membershipNumber,
            supplierAccountNumber: signup.supplierAccountNumber,
            unitId: signup.unitIds[k % signup.unitIds.length] ?? null,
            invoiceNumber: `${INVOICE_PREFIX[signup.schemeType]}-${formatApiDate(invoiceDate).replaceAll('-', '')}-${signupIndex + 1}${k}`,
            invoiceDate: formatApiDate(invoiceDate),
            // Offset by period too, so no two periods come to the same total.
            amountExcludingVat: amounts[(k + signupIndex + back * 2) % amounts.length]!,
            reportedOn: formatApiDate(reportedOn),
          });
          invoiceDate = addDays(invoiceDate, INVOICE_EVERY_DAYS);
          k += 1;
        }
      });
    });
  return purchases;
}

/** A member's reported purchases on a programme in a period. */
export const purchasesIn = (purchases: readonly ApiSchemas['SupplierPurchase'][], membershipNumber: string, periodId: string) =>
  purchases.filter((purchase) => purchase.membershipNumber === membershipNumber && purchase.periodId === periodId);

/** A period's cashback at a rate, worked out from what was reported: what staff's "Calculate cashback" does. */
export const calculatedCashback = (purchases: readonly ApiSchemas['SupplierPurchase'][], rate: number) =>
  cashbackFor(purchases.reduce((total, purchase) => total + purchase.amountExcludingVat, 0), rate);

// ---------------------------------------------------------------------------------------------------------
// Booker vouchers: codes and values, dates relative to today so every status shows.

interface VoucherSeed {
  code: string;
  value: number;
  description: string;
  issuedDaysAgo: number;
  expiresInDays: number;
  usedDaysAgo?: number;
}

const VOUCHER_SEEDS: Record<string, VoucherSeed[]> = {
  'member-active': [
    { code: 'BKR-7F3K-92QX', value: 25, description: 'Spend reward, last quarter', issuedDaysAgo: 20, expiresInDays: 70 },
    { code: 'BKR-4M8T-1ZPD', value: 10, description: 'Welcome voucher', issuedDaysAgo: 85, expiresInDays: 5 },
    { code: 'BKR-9C2L-6HWN', value: 15, description: 'Spend reward, the quarter before last', issuedDaysAgo: 110, expiresInDays: 40, usedDaysAgo: 60 },
    { code: 'BKR-2R5V-8KJA', value: 20, description: 'Spring promotion', issuedDaysAgo: 200, expiresInDays: -30 },
  ],
  'member-rewards-everything': [
    { code: 'BKR-6Q1W-3EYT', value: 50, description: 'Spend reward, last quarter', issuedDaysAgo: 15, expiresInDays: 75 },
    { code: 'BKR-8N4B-7GUS', value: 10, description: 'Loyalty voucher', issuedDaysAgo: 60, expiresInDays: 0 },
    { code: 'BKR-3D9F-5JMC', value: 30, description: 'Spend reward, the quarter before last', issuedDaysAgo: 100, expiresInDays: 20, usedDaysAgo: 45 },
    { code: 'BKR-5H7P-2XLV', value: 25, description: 'Summer promotion', issuedDaysAgo: 240, expiresInDays: -60 },
    { code: 'BKR-1K6Z-4RBE', value: 15, description: 'Spend reward, last year', issuedDaysAgo: 400, expiresInDays: -1 },
  ],
};

function seedVouchers(today: Date): Map<string, ApiSchemas['BookerVoucher'][]> {
  const vouchers = new Map<string, ApiSchemas['BookerVoucher'][]>();
  let n = 1;
  for (const [key, seeds] of Object.entries(VOUCHER_SEEDS)) {
    vouchers.set(
      demoAccount(key).membershipNumber!,
      seeds.map((seed) => ({
        id: simulatorGuid('f0c0e000', n++),
        code: seed.code,
        value: seed.value,
        description: seed.description,
        issuedOn: formatApiDate(subDays(today, seed.issuedDaysAgo)),
        expiresOn: formatApiDate(addDays(today, seed.expiresInDays)),
        usedOn: seed.usedDaysAgo === undefined ? null : formatApiDate(subDays(today, seed.usedDaysAgo)),
      })),
    );
  }
  return vouchers;
}

export function seedRewards(today: Date = new Date()): RewardsStore {
  const periods = seedPeriods(today);
  const signups = seedSignups(today);
  return {
    rates: { ...SEEDED_RATES },
    periods,
    signups,
    purchases: seedPurchases(today, periods, signups),
    vouchers: seedVouchers(today),
    nextId: 1,
  };
}
