// TEST DOUBLE, never shipped: what programme staff work on: a queue of sign-ups from many
// members (the demo members and members who never sign in here), each period's audit trail, its imported
// supplier reports, its adjustments and when its cashback was calculated and approved. Relative to today.
import { addDays, formatISO, min, parseISO, setHours, setMinutes, subDays } from 'date-fns';
import type { CalorAccount } from '../../../../src/domain/calor/calorAccount';
import { formatApiDate, formatDate } from '../../../../src/domain/format/date';
import type { PeriodState, ProgrammePeriod } from '../../../../src/domain/rewards/periods';
import type { SupplierPurchase } from '../../../../src/domain/rewards/purchases';
import type { SupplierReportedSchemeType } from '../../../../src/domain/rewards/schemes';
import type { ProgrammeSignup, SignupStatusChange } from '../../../../src/domain/rewards/signup';
import { demoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { simulatorGuid } from '../backend-reference/ids';
import type { CalorStore } from './calor';
import { periodsOf, type RewardsStore } from './rewards';

/** A member who never signs in here, known to staff by number and name (a real API holds thousands). */
export interface DirectoryMember {
  membershipNumber: string;
  name: string;
  units: ApiSchemas['StaffSignup']['units'];
}

/** A report as the period lists it, with what the simulator keeps beside it. */
export type StoredReport = ApiSchemas['ImportedPurchaseReport'] & {
  periodId: string;
  /** SHA-256 of the file's bytes (seeded reports carry a made-up one no real file has). */
  fingerprint: string;
};

/** Who decided a sign-up (programme sign-ups keep when in their history; Calor accounts keep it here too). */
export interface SignupDecision {
  decidedOn: string;
  decidedBy: string;
}

/** The programme-staff slice of the simulator's store. */
export interface ProgrammeStaffStore {
  /** Members with no demo account, by membership number. */
  directory: Map<string, DirectoryMember>;
  /** Calor accounts' application dates, by account id (new ones are stamped by the Calor sign-up call). */
  calorSubmittedOn: Map<string, string>;
  /** By sign-up id or Calor account id. */
  decisions: Map<string, SignupDecision>;
  audit: ApiSchemas['PeriodAuditEntry'][];
  adjustments: ApiSchemas['PeriodAdjustment'][];
  reports: StoredReport[];
  /** By period id. */
  calculations: Map<string, NonNullable<ApiSchemas['PeriodDetail']['calculated']>>;
  approvals: Map<string, NonNullable<ApiSchemas['PeriodDetail']['approved']>>;
  nextId: number;
}

export const ADMIN_NAME = demoAccount('larder-admin').name;
export const SYSTEM = 'System';

// ---------------------------------------------------------------------------------------------------------
// The members behind the queue: LM2140nn (the range for members without a demo account).

const DIRECTORY: [name: string, business: string, postcode: string][] = [
  ['Gareth Lloyd', 'The Brecon Kitchen', 'LD3 7AA'],
  ['Aisha Rahman', 'Spice Garden Takeaway', 'B11 1TT'],
  ['Fiona MacLeod', 'Harbourside Fish Bar', 'IV30 1PZ'],
  ['Tomasz Nowak', 'Krakow Deli', 'NG7 2FB'],
  ['Helen Carter', 'Carter’s Tea Room', 'BA1 1LX'],
  ['Oluwaseun Adeyemi', 'Jollof Junction', 'SE15 4QF'],
  ['Marco Bianchi', 'Trattoria Bianchi', 'EH6 6QA'],
  ['Sinead Byrne', 'Byrne’s Bakehouse', 'BT9 5FL'],
  ['James Whitfield', 'The Whitfield Arms', 'YO62 5AB'],
  ['Mei Lin', 'Golden Dragon', 'M4 1HQ'],
  ['Rhys Evans', 'Evans Catering Vans', 'CF24 3DL'],
  ['Nadia Hussain', 'Nadia’s Kitchen', 'BD7 1DP'],
  ['Callum Reid', 'Reid’s Roadside Café', 'DG1 2HS'],
  ['Priti Patel', 'Masala Street Food', 'LE4 6FN'],
  ['Owen Hughes', 'The Snowdon Grill', 'LL55 4TY'],
  ['Grace Thompson', 'Grace’s Garden Café', 'NR2 4PD'],
  ['Kwame Mensah', 'Accra Grill House', 'N17 6LA'],
  ['Laura Bennett', 'Bennett’s Sandwich Bar', 'SO14 2AQ'],
  ['Dimitri Georgiou', 'Olive Tree Meze', 'CB1 2LG'],
  ['Hannah Walsh', 'Walsh Wedding Catering', 'GL50 1HX'],
  ['Ibrahim Ali', 'Halal Burger Co', 'LS9 7DN'],
  ['Charlotte Price', 'The Pantry at Ludlow', 'SY8 1AE'],
  ['Rory Sutherland', 'Highland Pie Company', 'PH1 5TA'],
  ['Zainab Okoye', 'Zainab’s Soul Food', 'L8 7LY'],
  ['Peter Doyle', 'Doyle’s Chippy', 'HU1 3DZ'],
  ['Ellie Morgan', 'Morgan’s Mobile Coffee', 'EX4 3LS'],
  ['Vikram Singh', 'Punjab Dhaba', 'UB1 1NB'],
  ['Sophie Turner', 'The Little Crêperie', 'BN1 1UB'],
  ['Andrew Fraser', 'Fraser School Meals', 'AB10 1XN'],
  ['Lucy Chen', 'Bao Bar', 'BS1 3XE'],
  ['Daniel Kowalski', 'Pierogi Place', 'PE1 1HR'],
  ['Megan Roberts', 'Roberts Residential Care Kitchen', 'CH1 2HT'],
  ['Samir Haddad', 'Cedar Falafel', 'OX4 1HB'],
  ['Bethan Jones', 'Caffi Bethan', 'SA31 1DL'],
  ['Liam O’Connor', 'The Dockside Diner', 'PL1 3DE'],
  ['Ayesha Begum', 'Sylhet Sweet Centre', 'E1 5LP'],
  ['Niall Campbell', 'Campbell Conference Catering', 'G2 5UB'],
  ['Rebecca Shaw', 'Shaw’s Farm Shop Café', 'HG3 1QD'],
  ['Chidi Obi', 'Lagos Lunchbox', 'CV1 4FS'],
  ['Emma Wilson', 'Wilson’s Ice Cream Parlour', 'TR1 2TF'],
];

const directoryNumber = (n: number) => `LM2140${String(n).padStart(2, '0')}`;

function seedDirectory(): Map<string, DirectoryMember> {
  return new Map(
    DIRECTORY.map(([name, business, postcode], index) => {
      const membershipNumber = directoryNumber(index + 1);
      return [membershipNumber, { membershipNumber, name, units: [{ id: simulatorGuid('0a1b2c3e', index + 1), name: business, postcode }] }];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Sign-ups: each programme's queue. Members 1–40 of the directory, by position.

interface QueueSeed {
  schemeType: SupplierReportedSchemeType;
  members: number[];
  status: 'Pending' | 'Approved' | 'Rejected';
  accountPrefix: string;
}

const QUEUES: QueueSeed[] = [
  { schemeType: 'biopak', members: range(1, 26), status: 'Pending', accountPrefix: 'BP5' },
  { schemeType: 'biopak', members: range(27, 34), status: 'Approved', accountPrefix: 'BP6' },
  { schemeType: 'biopak', members: [35, 36, 37], status: 'Rejected', accountPrefix: 'BP7' },
  { schemeType: 'nisbets', members: [2, 5, 9, 13, 17, 21, 30], status: 'Pending', accountPrefix: 'NIS5' },
  { schemeType: 'nisbets', members: [27, 28, 31, 33, 38], status: 'Approved', accountPrefix: 'NIS6' },
  { schemeType: 'nisbets', members: [39, 40], status: 'Rejected', accountPrefix: 'NIS7' },
  { schemeType: 'booker', members: [3, 6, 11, 29, 32], status: 'Pending', accountPrefix: '22014' },
  { schemeType: 'booker', members: [34], status: 'Rejected', accountPrefix: '22015' },
];

const REJECTIONS: Record<SupplierReportedSchemeType, string> = {
  biopak: 'BioPak could not find this customer number. Please check it against a recent BioPak invoice and apply again.',
  nisbets: 'The Nisbets account is in another business’s name. Please use the account your business buys on.',
  booker: 'This Booker card belongs to a different business. Please apply with the card your business shops with.',
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

const at = (day: Date, hours: number, minutes = 0) => formatISO(setMinutes(setHours(day, hours), minutes));

function queueSignups(today: Date, directory: Map<string, DirectoryMember>, decisions: Map<string, SignupDecision>): ProgrammeSignup[] {
  let n = 1;
  return QUEUES.flatMap((queue) =>
    queue.members.map((position, index) => {
      const member = directory.get(directoryNumber(position))!;
      // The queue's oldest waited 40 days; staff decisions came 2 to 6 days after the application.
      const appliedDaysAgo = queue.status === 'Pending' ? 40 - index * 1.5 : 60 + index * 7;
      const applied = at(subDays(today, Math.floor(appliedDaysAgo)), 9 + (index % 8), (index * 13) % 60);
      const history: SignupStatusChange[] = [{ status: 'Pending', changedOn: applied }];
      const id = simulatorGuid('5160a140', n++);
      if (queue.status !== 'Pending') {
        const decidedOn = at(subDays(today, Math.floor(appliedDaysAgo) - 2 - (index % 5)), 14, 20);
        history.push({ status: queue.status, changedOn: decidedOn, ...(queue.status === 'Rejected' ? { reason: REJECTIONS[queue.schemeType] } : {}) });
        decisions.set(id, { decidedOn, decidedBy: ADMIN_NAME });
      }
      const accountNumber = `${queue.accountPrefix}${String(40000 + position * 37).padStart(queue.schemeType === 'booker' ? 8 : 5, '0')}`;
      return {
        id,
        schemeType: queue.schemeType,
        membershipNumber: member.membershipNumber,
        supplierAccountNumber: accountNumber,
        unitIds: member.units.map((unit) => unit.id),
        consentToShareData: true,
        consentGivenOn: applied,
        status: queue.status,
        submittedOn: applied,
        ...(queue.status === 'Rejected' ? { rejectionReason: REJECTIONS[queue.schemeType] } : {}),
        history,
      } satisfies ProgrammeSignup;
    }),
  );
}

/** Calor's queue: accounts waiting for approval (direct account holders give their account number), and two rejected. */
function queueCalorAccounts(today: Date, calor: CalorStore, submittedOn: Map<string, string>, decisions: Map<string, SignupDecision>) {
  const seeds: [position: number, status: CalorAccount['accountStatus'], direct: boolean][] = [
    [4, 'Pending', true],
    [7, 'Pending', false],
    [10, 'Pending', false],
    [12, 'Pending', true],
    [15, 'Pending', false],
    [18, 'Pending', false],
    [22, 'Pending', true],
    [25, 'Pending', false],
    [28, 'Pending', false],
    [31, 'Approved', false],
    [33, 'Rejected', true],
    [36, 'Rejected', false],
  ];
  seeds.forEach(([position, accountStatus, direct], index) => {
    const [name, business, postcode] = DIRECTORY[position - 1]!;
    const id = simulatorGuid('ca10a140', index + 1);
    const applied = at(subDays(today, 35 - index * 2), 10 + (index % 6), (index * 17) % 60);
    submittedOn.set(id, applied);
    if (accountStatus !== 'Pending') decisions.set(id, { decidedOn: at(subDays(today, 30 - index * 2), 15), decidedBy: demoAccount('calor-signups').name });
    calor.accounts.set(directoryNumber(position), [
      {
        id,
        accountStatus,
        isDirectAccountHolder: direct,
        accountNumber: direct ? `CAL${String(700000 + position * 911)}` : null,
        premises: `${business}, ${postcode}`,
        ...(accountStatus === 'Rejected'
          ? { rejectionReason: direct ? `Calor has no direct account under this number for ${name}.` : 'We could not confirm these premises. Please give the full address.' }
          : {}),
      },
    ]);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The demo member whose sign-ups to every programme wait for staff (LM100070).

export const SIGNUPS_PENDING_KEY = 'member-signups-pending';

function demoMemberSignups(today: Date, rewards: RewardsStore, calor: CalorStore, submittedOn: Map<string, string>) {
  const membershipNumber = demoAccount(SIGNUPS_PENDING_KEY).membershipNumber!;
  const unitIds = [simulatorGuid('0a1b2c3d', 701), simulatorGuid('0a1b2c3d', 702)];
  const signups: [SupplierReportedSchemeType, string, number][] = [
    ['biopak', 'BP990070', 6],
    ['nisbets', 'NIS990070', 5],
    ['booker', '2201990000070', 4],
  ];
  signups.forEach(([schemeType, supplierAccountNumber, daysAgo], index) => {
    const applied = at(subDays(today, daysAgo), 11, 5);
    rewards.signups.push({
      id: simulatorGuid('5160a070', index + 1),
      schemeType,
      membershipNumber,
      supplierAccountNumber,
      unitIds: schemeType === 'nisbets' ? unitIds.slice(0, 1) : unitIds,
      consentToShareData: true,
      consentGivenOn: applied,
      status: 'Pending',
      submittedOn: applied,
      history: [{ status: 'Pending', changedOn: applied }],
    });
  });
  const accountId = simulatorGuid('ca10a070', 1);
  submittedOn.set(accountId, at(subDays(today, 3), 16, 40));
  calor.accounts.set(membershipNumber, [
    { id: accountId, accountStatus: 'Pending', isDirectAccountHolder: false, accountNumber: null, premises: 'Hollins Hall Kitchen, 2 Mill Yard, Halifax HX1 2AB' },
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Purchases of the approved queue members in each programme's open period, reported monthly.

const QUEUE_AMOUNTS = [212.4, 96.8, 148.25, 330.1, 74.5, 189.99, 256.7, 118.4];

function queuePurchases(today: Date, rewards: RewardsStore, queue: readonly ProgrammeSignup[]): SupplierPurchase[] {
  const purchases: SupplierPurchase[] = [];
  for (const signup of queue.filter((candidate) => candidate.status === 'Approved' && candidate.schemeType !== 'booker')) {
    const current = periodsOf(rewards.periods, signup.schemeType).find((period) => period.state === 'Open');
    if (!current) continue;
    let invoiceDate = addDays(parseISO(current.startDate), 1 + (purchases.length % 6));
    let k = 0;
    // Reported on the 3rd of the month after the invoice: what the supplier's monthly report holds.
    while (formatApiDate(invoiceDate) <= current.endDate) {
      const reportedOn = new Date(invoiceDate.getFullYear(), invoiceDate.getMonth() + 1, 3);
      if (reportedOn > today) break;
      purchases.push({
        id: simulatorGuid('b0c4a140', purchases.length + 1),
        schemeType: signup.schemeType,
        periodId: current.id,
        membershipNumber: signup.membershipNumber,
        supplierAccountNumber: signup.supplierAccountNumber,
        unitId: signup.unitIds[0] ?? null,
        invoiceNumber: `${signup.schemeType === 'biopak' ? 'BPI' : 'NSI'}-${formatApiDate(invoiceDate).replaceAll('-', '')}-Q${purchases.length + 1}`,
        invoiceDate: formatApiDate(invoiceDate),
        amountExcludingVat: QUEUE_AMOUNTS[(purchases.length + k) % QUEUE_AMOUNTS.length]!,
        reportedOn: formatApiDate(reportedOn),
      });
      invoiceDate = addDays(invoiceDate, 11);
      k += 1;
    }
  }
  return purchases;
}

// ---------------------------------------------------------------------------------------------------------
// Each period's history: created, opened, reports imported, closed, calculated, approved.

const STATE_ORDER: PeriodState[] = ['Upcoming', 'Open', 'ClosedForClaims', 'CashbackCalculated', 'ApprovedForPayout', 'Paid'];
const reached = (period: ProgrammePeriod, state: PeriodState) => STATE_ORDER.indexOf(period.state) >= STATE_ORDER.indexOf(state);

const REPORT_FILE_PREFIX: Record<SupplierReportedSchemeType, string> = { biopak: 'biopak-purchases', nisbets: 'nisbets-account-sales', booker: 'booker-weekly-spend' };

function periodHistory(store: ProgrammeStaffStore, rewards: RewardsStore, calorPercent: number, today: Date) {
  const yesterday = subDays(today, 1);
  let n = 1;
  const entry = (period: ProgrammePeriod, when: Date, fields: Omit<ApiSchemas['PeriodAuditEntry'], 'id' | 'periodId' | 'at'>) =>
    store.audit.push({ id: simulatorGuid('a0d17000', n++), periodId: period.id, at: formatISO(when), ...fields });

  for (const period of rewards.periods) {
    const start = parseISO(period.startDate);
    const end = parseISO(period.endDate);
    entry(period, setHours(subDays(start, 21), 10), { by: ADMIN_NAME, action: 'Created', toState: 'Upcoming', detail: `Created ${period.name} (${formatDate(period.startDate)} to ${formatDate(period.endDate)}).` });
    if (reached(period, 'Open')) entry(period, setHours(start, 8), { by: ADMIN_NAME, action: 'Opened', fromState: 'Upcoming', toState: 'Open', detail: 'Opened for claims and purchase reports.' });

    if (period.schemeType !== 'calor') {
      // One report per month of invoices, imported the day the last of them was reported.
      const byMonth = new Map<string, SupplierPurchase[]>();
      for (const purchase of rewards.purchases.filter((candidate) => candidate.periodId === period.id)) {
        const month = purchase.reportedOn.slice(0, 7);
        byMonth.set(month, [...(byMonth.get(month) ?? []), purchase]);
      }
      for (const [month, purchases] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
        const importedOn = setMinutes(setHours(parseISO(purchases.map((purchase) => purchase.reportedOn).sort().at(-1)!), 9), 30);
        const report: StoredReport = {
          id: simulatorGuid('5e907000', store.reports.length + 1),
          periodId: period.id,
          fileName: `${REPORT_FILE_PREFIX[period.schemeType]}-${month}.csv`,
          importedOn: formatISO(importedOn),
          importedBy: ADMIN_NAME,
          invoices: purchases.length,
          totalExcludingVat: Math.round(purchases.reduce((total, purchase) => total + purchase.amountExcludingVat, 0) * 100) / 100,
          fingerprint: `seeded-${period.id}-${month}`,
        };
        store.reports.push(report);
        entry(period, importedOn, { by: ADMIN_NAME, action: 'ReportImported', detail: `Imported ${report.fileName}: ${report.invoices} invoices.` });
      }
    }

    const closedOn = min([setHours(addDays(end, 1), 9), yesterday]);
    if (reached(period, 'ClosedForClaims')) entry(period, closedOn, { by: ADMIN_NAME, action: 'ClosedForClaims', fromState: 'Open', toState: 'ClosedForClaims', detail: 'Closed for claims.' });
    // As the wallet's seed (seed/wallet.ts): cashback worked out 10 days after the period ended.
    const calculatedOn = min([setHours(addDays(end, 10), 11), yesterday]);
    const percent = period.schemeType === 'calor' ? calorPercent : rewards.rates[period.schemeType];
    if (reached(period, 'CashbackCalculated')) {
      store.calculations.set(period.id, { on: formatISO(calculatedOn), by: ADMIN_NAME, cashbackPercent: percent });
      entry(period, calculatedOn, { by: ADMIN_NAME, action: 'CashbackCalculated', fromState: 'ClosedForClaims', toState: 'CashbackCalculated', detail: `Cashback calculated at ${percent}%.` });
    }
    if (reached(period, 'ApprovedForPayout')) {
      const approvedOn = min([setHours(addDays(end, 12), 15), yesterday]);
      store.approvals.set(period.id, { on: formatISO(approvedOn), by: ADMIN_NAME });
      entry(period, approvedOn, { by: ADMIN_NAME, action: 'ApprovedForPayout', fromState: 'CashbackCalculated', toState: 'ApprovedForPayout', detail: 'Approved for payout.' });
    }
  }
}

/** One adjustment already made in BioPak's open period, so the page shows one with its audit entry. */
function seededAdjustment(store: ProgrammeStaffStore, rewards: RewardsStore, today: Date) {
  const period = periodsOf(rewards.periods, 'biopak').find((candidate) => candidate.state === 'Open');
  const member = store.directory.get(directoryNumber(27))!;
  if (!period) return;
  const madeOn = formatISO(setHours(max(parseISO(period.startDate), subDays(today, 2)), 12));
  const adjustment: ApiSchemas['PeriodAdjustment'] = {
    id: simulatorGuid('ad1a5000', 1),
    periodId: period.id,
    membershipNumber: member.membershipNumber,
    memberName: member.name,
    amount: 7.5,
    reason: 'A BioPak delivery to this member was invoiced to a neighbouring business; BioPak confirmed the order by email.',
    madeBy: ADMIN_NAME,
    madeOn,
  };
  store.adjustments.push(adjustment);
  store.audit.push({
    id: simulatorGuid('a0d17000', 9000),
    periodId: period.id,
    at: madeOn,
    by: ADMIN_NAME,
    action: 'Adjusted',
    membershipNumber: member.membershipNumber,
    amount: adjustment.amount,
    reason: adjustment.reason,
    detail: `Added £7.50 to ${member.name}’s cashback (${member.membershipNumber}).`,
  });
}

const max = (a: Date, b: Date) => (a > b ? a : b);

/**
 * Fills the slice and adds the queue to the rewards and Calor slices (sign-ups, Calor accounts, purchases).
 * Runs after those are seeded and before the wallet is, which holds none of the queue's cashback yet.
 */
export function seedProgrammeStaff(rewards: RewardsStore, calor: CalorStore, today: Date = new Date()): ProgrammeStaffStore {
  const store: ProgrammeStaffStore = {
    directory: seedDirectory(),
    calorSubmittedOn: new Map(),
    decisions: new Map(),
    audit: [],
    adjustments: [],
    reports: [],
    calculations: new Map(),
    approvals: new Map(),
    nextId: 1,
  };
  const queue = queueSignups(today, store.directory, store.decisions);
  rewards.signups.push(...queue);
  rewards.purchases.push(...queuePurchases(today, rewards, queue));
  queueCalorAccounts(today, calor, store.calorSubmittedOn, store.decisions);
  demoMemberSignups(today, rewards, calor, store.calorSubmittedOn);
  periodHistory(store, rewards, calor.cashbackPercent, today);
  seededAdjustment(store, rewards, today);
  return store;
}
