// TEST DOUBLE, never shipped: what the simulator works out for programme staff: who is who, each
// period's members and cashback, and the state changes a real server would make (with their audit entries).
import { londonToday } from '../../../../src/domain/londonToday';
import { formatISO } from 'date-fns';
import { cashbackFor } from '../../../../src/domain/calor/cashback';
import { formatMoney } from '../../../../src/domain/format/money';
import type { ProgrammePeriod } from '../../../../src/domain/rewards/periods';
import type { PeriodAuditAction } from '../../../../src/domain/rewards/periodAdmin';
import type { PeriodAction } from '../../../../src/domain/rewards/periodLifecycle';
import { PROGRAMMES, type ProgrammeDefinition, type SupplierReportedProgramme } from '../../../../src/domain/rewards/programmes';
import { SCHEME_TYPES, type SchemeType } from '../../../../src/domain/rewards/schemes';
import { roundToPence } from '../../../../src/domain/rounding';
import type { WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import { DEMO_ACCOUNTS } from '../../data/demoAccounts';
import { accountWithSubject } from '../../idp/demoAccountClaims';
import type { CallerClaims } from '../auth';
import type { ApiSchemas } from '../handlers/options';
import type { ResolverInfo } from '../handlers/memberResolver';
import { problem } from '../responses';
import type { StoredClaim } from '../seed/calor';
import type { StoredWalletTransaction } from '../seed/wallet';
import type { SimulatorStore } from '../store';
import { simulatorGuid } from './ids';
import { entriesOf, isEarned, settlePeriodStates, sumOf } from './ledger';
import { checkPeriodAction, isWithinPeriod, memberCashback, periodTotals, type PeriodActionRefusal } from './periods';

/** Who a staff caller is, for audit trails and "decided by": their name, else their roles. */
export function staffName(caller: CallerClaims): string {
  return accountWithSubject(DEMO_ACCOUNTS, caller.subject)?.name ?? (caller.roles.join(', ') || caller.subject);
}

/** A member's name as staff lists show it: a demo member's, or one from the directory of members who never sign in here. */
export function memberName(store: SimulatorStore, membershipNumber: string): string {
  return (
    DEMO_ACCOUNTS.find((account) => account.membershipNumber === membershipNumber)?.name ??
    store.programmeStaff.directory.get(membershipNumber)?.name ??
    membershipNumber
  );
}

/** A member's units by id, wherever the simulator keeps them. */
export function memberUnits(store: SimulatorStore, membershipNumber: string) {
  const units = store.units.units.get(membershipNumber)?.map(({ id, name, postcode }) => ({ id, name, postcode }));
  return units ?? store.programmeStaff.directory.get(membershipNumber)?.units ?? [];
}

export const newStaffId = (store: SimulatorStore, prefix: string) => simulatorGuid(prefix, 100_000 + store.programmeStaff.nextId++);

/** The programme a `/{programme}/…` path names; 404 for one the API does not run. */
export function programmeOf(params: ResolverInfo['params']): ProgrammeDefinition {
  const name = String(params.programme);
  const schemeType = SCHEME_TYPES.find((candidate) => candidate === name);
  if (!schemeType) throw problem(404, 'not-found', `No programme ${name}`);
  return PROGRAMMES[schemeType];
}

/** The programme of a supplier-report path: Calor's members claim instead, so it has no reports (404). */
export function reportingProgrammeOf(params: ResolverInfo['params']): SupplierReportedProgramme {
  const programme = programmeOf(params);
  if (programme.earnsBy !== 'supplier-reports') throw problem(404, 'not-found', `${programme.name} has no supplier reports: its members claim`);
  return programme;
}

export function programmePeriods(store: SimulatorStore, schemeType: SchemeType): ProgrammePeriod[] {
  return store.rewards.periods.filter((period) => period.schemeType === schemeType);
}

export function findPeriod(store: SimulatorStore, schemeType: SchemeType, periodId: string): ProgrammePeriod | undefined {
  return store.rewards.periods.find((period) => period.id === periodId && period.schemeType === schemeType);
}

export function audit(store: SimulatorStore, period: ProgrammePeriod, by: string, entry: Omit<ApiSchemas['PeriodAuditEntry'], 'id' | 'periodId' | 'at' | 'by'>, now = new Date()) {
  store.programmeStaff.audit.push({ id: newStaffId(store, 'a0d17000'), periodId: period.id, at: formatISO(now), by, ...entry });
}

/** Items grouped by a key, in one pass, in their order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** A programme's claims and wallet entries by period, sorted into its periods in one pass each (the periods list). */
export interface PeriodsContents {
  claims: Map<string, { membershipNumber: string; claim: StoredClaim }[]>;
  transactions: Map<string, StoredWalletTransaction[]>;
}

export function periodsContents(store: SimulatorStore, periods: readonly ProgrammePeriod[]): PeriodsContents {
  const schemeTypes = new Set(periods.map((period) => period.schemeType));
  const claims = new Map<string, { membershipNumber: string; claim: StoredClaim }[]>();
  if (schemeTypes.has('calor'))
    for (const [membershipNumber, own] of store.calor.claims)
      for (const claim of own) {
        const period = periods.find((candidate) => candidate.schemeType === 'calor' && isWithinPeriod(candidate, claim.purchaseDate));
        if (!period) continue;
        const inPeriod = claims.get(period.id);
        if (inPeriod) inPeriod.push({ membershipNumber, claim });
        else claims.set(period.id, [{ membershipNumber, claim }]);
      }
  const transactions = groupBy(
    store.wallet.transactions.filter((entry) => schemeTypes.has(entry.schemeType)),
    (entry) => entry.period.id,
  );
  return { claims, transactions };
}

/** Every Calor claim whose purchase date falls in the period, with its member. */
export function calorClaimsIn(store: SimulatorStore, period: ProgrammePeriod): { membershipNumber: string; claim: StoredClaim }[] {
  return [...store.calor.claims].flatMap(([membershipNumber, claims]) =>
    claims.filter((claim) => isWithinPeriod(period, claim.purchaseDate)).map((claim) => ({ membershipNumber, claim })),
  );
}

const isEarning = (claim: StoredClaim) => claim.status === 'Approved' || claim.status === 'Paid';

const periodTransactions = (store: SimulatorStore, period: ProgrammePeriod) => entriesOf(store.wallet, { schemeType: period.schemeType, periodId: period.id });

/**
 * The ledger entries a period's line sums: every entry not reversed, except a Calor claim's entry before
 * the claim is approved (a claim under review earns nothing yet; once approved it may be paid at once).
 */
export const countsInPeriod = (entry: StoredWalletTransaction) => entry.state !== 'Reversed' && (!entry.claimReference || isEarned(entry));

/** The rate the period's cashback is (or would now be) worked out at. */
export function periodRate(store: SimulatorStore, period: ProgrammePeriod): number {
  const calculated = store.programmeStaff.calculations.get(period.id);
  if (calculated) return calculated.cashbackPercent;
  return period.schemeType === 'calor' ? store.calor.cashbackPercent : store.rewards.rates[period.schemeType];
}

/** The wallet transaction that carries a member's adjustments in a Calor period (its claims have their own). */
export const CALOR_ADJUSTMENT_DESCRIPTION = (period: ProgrammePeriod) => `Adjustment to cashback, ${period.name}`;

/** One state for a member's line: the one all their transactions share, else the least advanced one. */
function summaryState(transactions: readonly StoredWalletTransaction[]): WalletTransactionState | null {
  const order: WalletTransactionState[] = ['Pending', 'Approved', 'InPayout', 'Returned', 'Paid', 'Reversed'];
  const states = transactions.map((transaction) => transaction.state);
  return order.find((state) => states.includes(state)) ?? null;
}

/** What of a line's entries is paid into the member's bank account. */
const paidOf = (entries: readonly StoredWalletTransaction[]) => sumOf(entries.filter((entry) => entry.state === 'Paid'));

/** Each member's line of a period: the supplier's reported purchases (or Calor's claims), the adjustments, the cashback. */
/**
 * `ledger` (what every reader gets): once the cashback is in the wallet, the figures are its entries' sums.
 * `workings`: the adjustments as staff recorded them, for calculating what the wallet should hold.
 */
export function periodMembers(
  store: SimulatorStore,
  period: ProgrammePeriod,
  source: 'ledger' | 'workings' = 'ledger',
  inPeriods?: PeriodsContents,
): ApiSchemas['PeriodMemberCashback'][] {
  const fromLedger = source === 'ledger';
  const rate = periodRate(store, period);
  const adjustments = store.programmeStaff.adjustments.filter((adjustment) => adjustment.periodId === period.id);
  const transactions = inPeriods ? (inPeriods.transactions.get(period.id) ?? []) : periodTransactions(store, period);
  // Grouped by member in one pass each (thousands of claims and entries in a Calor period), never scanned per member.
  const adjustmentsByMember = groupBy(adjustments, (adjustment) => adjustment.membershipNumber);
  const transactionsByMember = groupBy(transactions, (entry) => entry.membershipNumber);
  const adjustmentsOf = (membershipNumber: string) =>
    roundToPence((adjustmentsByMember.get(membershipNumber) ?? []).reduce((total, adjustment) => total + adjustment.amount, 0));
  const countedOf = (membershipNumber: string) => (transactionsByMember.get(membershipNumber) ?? []).filter(countsInPeriod);
  // What the wallet says of the entries the line sums; a line with none there yet says where its entries stand.
  const stateOf = (membershipNumber: string) => {
    const counted = countedOf(membershipNumber);
    return summaryState(counted.length ? counted : (transactionsByMember.get(membershipNumber) ?? []));
  };

  if (period.schemeType === 'calor') {
    const claims = inPeriods ? (inPeriods.claims.get(period.id) ?? []) : calorClaimsIn(store, period);
    const claimsByMember = groupBy(claims, (entry) => entry.membershipNumber);
    const members = new Set([...claimsByMember.keys(), ...adjustments.map((adjustment) => adjustment.membershipNumber)]);
    return [...members].map((membershipNumber) => {
      const own = (claimsByMember.get(membershipNumber) ?? []).map((entry) => entry.claim);
      const earning = own.filter(isEarning);
      // The ledger's: the approved claims' entries, and the adjustments' entry once calculated (the list before).
      const counted = countedOf(membershipNumber);
      const calculated = sumOf(counted.filter((entry) => entry.claimReference));
      const adjustmentEntries = fromLedger ? counted.filter((entry) => !entry.claimReference) : [];
      const adjusted = adjustmentEntries.length ? sumOf(adjustmentEntries) : adjustmentsOf(membershipNumber);
      const count = (status: StoredClaim['status']) => own.filter((claim) => claim.status === status).length;
      return {
        membershipNumber,
        memberName: memberName(store, membershipNumber),
        supplierAccountNumber: null,
        purchases: { count: earning.length, totalExcludingVat: roundToPence(earning.reduce((total, claim) => total + claim.totalExcludingVat, 0)) },
        claims: { submitted: count('Submitted'), approved: count('Approved'), rejected: count('Rejected'), paid: count('Paid') },
        calculatedCashback: calculated,
        adjustments: adjusted,
        cashback: adjustmentEntries.length ? roundToPence(calculated + adjusted) : memberCashback(calculated, adjusted),
        paidCashback: paidOf(counted),
        walletState: stateOf(membershipNumber),
      };
    });
  }

  const purchases = store.rewards.purchases.filter((purchase) => purchase.periodId === period.id);
  const purchasesByMember = groupBy(purchases, (purchase) => purchase.membershipNumber);
  const members = new Set([...purchasesByMember.keys(), ...adjustments.map((adjustment) => adjustment.membershipNumber)]);
  return [...members].map((membershipNumber) => {
    const own = purchasesByMember.get(membershipNumber) ?? [];
    const total = roundToPence(own.reduce((sum, purchase) => sum + purchase.amountExcludingVat, 0));
    const calculated = cashbackFor(total, rate);
    const adjusted = adjustmentsOf(membershipNumber);
    // Once calculated, what the member is paid is the ledger's: the sum of their entries for the period.
    const counted = countedOf(membershipNumber);
    const inWallet = fromLedger && transactionsByMember.has(membershipNumber);
    return {
      membershipNumber,
      memberName: memberName(store, membershipNumber),
      supplierAccountNumber: own[0]?.supplierAccountNumber ?? null,
      purchases: { count: own.length, totalExcludingVat: total },
      claims: null,
      calculatedCashback: calculated,
      adjustments: adjusted,
      cashback: inWallet ? sumOf(counted) : memberCashback(calculated, adjusted),
      paidCashback: fromLedger ? paidOf(counted) : 0,
      walletState: stateOf(membershipNumber),
    };
  });
}

export function periodMemberDetail(store: SimulatorStore, period: ProgrammePeriod, membershipNumber: string): ApiSchemas['PeriodMemberDetail'] {
  return {
    membershipNumber,
    memberName: memberName(store, membershipNumber),
    purchases: store.rewards.purchases
      .filter((purchase) => purchase.periodId === period.id && purchase.membershipNumber === membershipNumber)
      .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate))
      .map(({ id, invoiceNumber, invoiceDate, amountExcludingVat, reportedOn }) => ({ id, invoiceNumber, invoiceDate, amountExcludingVat, reportedOn })),
    claims:
      period.schemeType === 'calor'
        ? calorClaimsIn(store, period)
            .filter((entry) => entry.membershipNumber === membershipNumber)
            .map(({ claim }) => ({
              claimReference: claim.claimReference,
              purchaseDate: claim.purchaseDate,
              status: claim.status,
              totalExcludingVat: claim.totalExcludingVat,
              cashback: claim.cashback,
            }))
            .sort((a, b) => a.purchaseDate.localeCompare(b.purchaseDate))
        : [],
    adjustments: store.programmeStaff.adjustments
      .filter((adjustment) => adjustment.periodId === period.id && adjustment.membershipNumber === membershipNumber)
      .sort((a, b) => b.madeOn.localeCompare(a.madeOn)),
  };
}

export function periodDetail(store: SimulatorStore, period: ProgrammePeriod): ApiSchemas['PeriodDetail'] {
  const members = periodMembers(store, period);
  return {
    period,
    earnsBy: PROGRAMMES[period.schemeType].earnsBy,
    cashbackPercent: periodRate(store, period),
    totals: periodTotals(members),
    claimsWaiting: period.schemeType === 'calor' ? calorClaimsIn(store, period).filter(({ claim }) => claim.status === 'Submitted').length : 0,
    calculated: store.programmeStaff.calculations.get(period.id) ?? null,
    approved: store.programmeStaff.approvals.get(period.id) ?? null,
    reports: store.programmeStaff.reports
      .filter((report) => report.periodId === period.id)
      .sort((a, b) => b.importedOn.localeCompare(a.importedOn))
      .map(({ periodId: _periodId, fingerprint: _fingerprint, ...report }) => report),
  };
}

/**
 * Puts a member's cashback for a period into their wallet, or brings the amount there up to date: one
 * transaction per member and period for the supplier programmes; for Calor, whose claims each have their
 * own, one that carries the adjustments. Only while it waits for approval (Pending).
 */
export function syncWalletCashback(store: SimulatorStore, period: ProgrammePeriod, line: ApiSchemas['PeriodMemberCashback'], today: Date) {
  const isCalor = period.schemeType === 'calor';
  const amount = isCalor ? roundToPence(line.cashback - line.calculatedCashback) : line.cashback;
  const existing = store.wallet.transactions.find(
    (transaction) =>
      transaction.membershipNumber === line.membershipNumber &&
      transaction.schemeType === period.schemeType &&
      transaction.period.id === period.id &&
      (!isCalor || (!transaction.claimReference && transaction.description === CALOR_ADJUSTMENT_DESCRIPTION(period))),
  );
  const day = formatISO(today, { representation: 'date' });
  if (existing) {
    if (existing.state !== 'Pending') return;
    existing.amount = amount;
    existing.stateChangedOn = day;
    return;
  }
  if (amount === 0) return;
  store.wallet.transactions.push({
    id: simulatorGuid('e7a11e70', 50_000 + store.wallet.nextId++),
    membershipNumber: line.membershipNumber,
    schemeType: period.schemeType,
    period: { id: period.id, name: period.name, startDate: period.startDate, endDate: period.endDate },
    description: isCalor ? CALOR_ADJUSTMENT_DESCRIPTION(period) : `Cashback on purchases, ${period.name}`,
    amount,
    createdOn: day,
    state: 'Pending',
    stateChangedOn: day,
    payoutId: null,
    reason: null,
    claimReference: null,
  });
}

/** Calculate cashback: every member's line goes into their wallet, waiting for approval. */
export function calculatePeriodCashback(store: SimulatorStore, period: ProgrammePeriod, by: string, now: Date) {
  const cashbackPercent = periodRate(store, period);
  store.programmeStaff.calculations.set(period.id, { on: formatISO(now), by, cashbackPercent });
  const members = periodMembers(store, period, 'workings');
  for (const line of members) syncWalletCashback(store, period, line, now);
  const total = periodTotals(members).cashback;
  return `Cashback calculated at ${cashbackPercent}%: ${formatMoney(total)} for ${members.length} ${members.length === 1 ? 'member' : 'members'}.`;
}

/** Approve for payout: the period's cashback waiting for approval becomes approved, for the next BACS file. */
export function approvePeriodForPayout(store: SimulatorStore, period: ProgrammePeriod, by: string, now: Date) {
  store.programmeStaff.approvals.set(period.id, { on: formatISO(now), by });
  const pending = periodTransactions(store, period).filter((transaction) => transaction.state === 'Pending');
  for (const transaction of pending) {
    transaction.state = 'Approved';
    transaction.stateChangedOn = formatISO(now, { representation: 'date' });
  }
  const total = roundToPence(pending.reduce((sum, transaction) => sum + transaction.amount, 0));
  return `Approved for payout: ${formatMoney(total)} in ${pending.length} wallet ${pending.length === 1 ? 'entry' : 'entries'}.`;
}

const ACTION_AUDIT: Record<PeriodAction, PeriodAuditAction> = {
  open: 'Opened',
  close: 'ClosedForClaims',
  calculate: 'CashbackCalculated',
  approve: 'ApprovedForPayout',
};

/**
 * A period moved on by staff, as the API does it: checked against the state machine (and, to calculate,
 * no Calor claim waiting for a decision), its cashback calculated or approved in the ledger, audited. An
 * approved period is Paid at once when the ledger has nothing of it left to pay.
 */
export function takePeriodAction(store: SimulatorStore, period: ProgrammePeriod, action: PeriodAction, by: string, now: Date): { ok: true } | PeriodActionRefusal {
  // Which day it is, for a period that opens on its first day, is the London date (api/openapi.yaml, "Dates").
  const check = checkPeriodAction(period, action, londonToday(now));
  if (!check.ok) return check;
  let detail = check.to === 'Open' ? 'Opened for claims and purchase reports.' : 'Closed for claims.';
  if (action === 'calculate') {
    const waiting = periodDetail(store, period).claimsWaiting;
    if (waiting > 0)
      return {
        ok: false,
        code: 'claims-waiting',
        reason: `${waiting} ${waiting === 1 ? 'claim' : 'claims'} in ${period.name} still ${waiting === 1 ? 'waits' : 'wait'} for a decision. Review them before calculating the cashback.`,
      };
    detail = calculatePeriodCashback(store, period, by, now);
  }
  if (action === 'approve') detail = approvePeriodForPayout(store, period, by, now);
  const from = period.state;
  period.state = check.to;
  audit(store, period, by, { action: ACTION_AUDIT[action], fromState: from, toState: check.to, detail }, now);
  if (action === 'approve') settlePeriodStates(store);
  return { ok: true };
}

/** A manual adjustment: recorded, audited, and (once calculated) carried into the member's wallet. */
export function recordAdjustment(store: SimulatorStore, period: ProgrammePeriod, fields: Pick<ApiSchemas['PeriodAdjustmentRequest'], 'membershipNumber' | 'amount' | 'reason'>, by: string, now: Date): ApiSchemas['PeriodAdjustment'] {
  const adjustment: ApiSchemas['PeriodAdjustment'] = {
    id: newStaffId(store, 'ad1a5000'),
    periodId: period.id,
    memberName: memberName(store, fields.membershipNumber),
    ...fields,
    madeBy: by,
    madeOn: formatISO(now),
  };
  store.programmeStaff.adjustments.push(adjustment);
  const words = adjustment.amount > 0 ? `Added ${formatMoney(adjustment.amount)} to` : `Took ${formatMoney(-adjustment.amount)} off`;
  audit(store, period, by, {
    action: 'Adjusted',
    membershipNumber: adjustment.membershipNumber,
    amount: adjustment.amount,
    reason: adjustment.reason,
    detail: `${words} ${adjustment.memberName}’s cashback (${adjustment.membershipNumber}).`,
  }, now);
  if (period.state === 'CashbackCalculated') {
    const line = periodMembers(store, period, 'workings').find((candidate) => candidate.membershipNumber === adjustment.membershipNumber);
    if (line) syncWalletCashback(store, period, line, now);
  }
  return adjustment;
}

/** Whether a member may have cashback adjusted in a period: a member of the programme (signed up, or on a claim). */
export function isProgrammeMember(store: SimulatorStore, schemeType: SchemeType, membershipNumber: string): boolean {
  if (schemeType === 'calor') return (store.calor.accounts.get(membershipNumber) ?? []).length > 0 || store.calor.claims.has(membershipNumber);
  return store.rewards.signups.some((signup) => signup.schemeType === schemeType && signup.membershipNumber === membershipNumber);
}
