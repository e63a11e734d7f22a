// TEST DOUBLE, never shipped: the API's rules for programme periods (moving them on, their dates, the
// cashback and adjustments staff make), purchases, sign-ups and supplier accounts, as the association's API
// enforces them. The portal shows their results and the API's refusals; it does not run them.
import { addDays, addMonths, endOfMonth, format, isAfter, isBefore, parseISO, startOfDay, startOfMonth } from 'date-fns';
import { cashbackFor } from '../../../../src/domain/calor/cashback';
import { formatApiDate, formatDate } from '../../../../src/domain/format/date';
import { formatMoney } from '../../../../src/domain/format/money';
import { roundToPence } from '../../../../src/domain/rounding';
import type { PeriodAdjustment, PeriodMemberCashback, PeriodTotals } from '../../../../src/domain/rewards/periodAdmin';
import type { PeriodCashback } from '../../../../src/domain/rewards/periodCashback';
import { PERIOD_ACTION_LABELS, PERIOD_TRANSITIONS, STAFF_PERIOD_STATE_LABELS, type PeriodAction } from '../../../../src/domain/rewards/periodLifecycle';
import type { PeriodDates, PeriodRhythm, PeriodState, ProgrammePeriod } from '../../../../src/domain/rewards/periods';
import { normaliseSupplierAccountNumber, type SupplierReportedProgramme } from '../../../../src/domain/rewards/programmes';
import type { PurchaseTotals, SupplierPurchase } from '../../../../src/domain/rewards/purchases';
import type { WalletTransaction } from '../../../../src/domain/wallet/walletTransaction';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a date (by calendar day) falls within a period, both ends included. */
export function isWithinPeriod(period: Pick<ProgrammePeriod, 'startDate' | 'endDate'>, date: Date | string): boolean {
  // Calendar days written yyyy-MM-dd compare as text, in one step: the claims queue asks this of every claim.
  if (typeof date === 'string' && CALENDAR_DAY.test(date)) return period.startDate <= date && date <= period.endDate;
  const day = startOfDay(typeof date === 'string' ? parseISO(date) : date);
  return !isBefore(day, parseISO(period.startDate)) && !isAfter(day, parseISO(period.endDate));
}

/** The period of a list that contains a date, if any. */
export function periodContaining<T extends Pick<ProgrammePeriod, 'startDate' | 'endDate'>>(periods: readonly T[], date: Date | string): T | undefined {
  return periods.find((period) => isWithinPeriod(period, date));
}

const RHYTHM_MONTHS: Record<PeriodRhythm, number> = { quarterly: 3, 'half-yearly': 6 };

/** What the member is paid for a period: the calculated cashback plus the adjustments, never below £0. */
export function memberCashback(calculated: number, adjustments: readonly Pick<PeriodAdjustment, 'amount'>[] | number): number {
  const adjusted = typeof adjustments === 'number' ? adjustments : adjustments.reduce((total, adjustment) => total + adjustment.amount, 0);
  return Math.max(0, roundToPence(calculated + adjusted));
}

/** Why an adjustment cannot be made, or undefined: it may not take a member's cashback below £0. */
export function adjustmentProblem(currentCashback: number, amount: number): string | undefined {
  if (!Number.isFinite(amount) || roundToPence(amount) === 0) return 'An adjustment must add or take off at least 1p.';
  if (roundToPence(currentCashback + amount) < 0)
    return `This would take the member’s cashback below £0: at most ${formatMoney(currentCashback)} can be taken off.`;
  return undefined;
}

/** The sums of a period's member lines. */
export function periodTotals(members: readonly PeriodMemberCashback[]): PeriodTotals {
  const sum = (pick: (member: PeriodMemberCashback) => number) => roundToPence(members.reduce((total, member) => total + pick(member), 0));
  return {
    members: members.length,
    purchasesCount: members.reduce((total, member) => total + member.purchases.count, 0),
    purchasesTotal: sum((member) => member.purchases.totalExcludingVat),
    calculatedCashback: sum((member) => member.calculatedCashback),
    adjustments: sum((member) => member.adjustments),
    cashback: sum((member) => member.cashback),
  };
}

/**
 * One period's row, from the purchases reported in it, the wallet transaction its cashback became (once
 * calculated), and the programme's rate. Shared by the simulator and the staff screens.
 */
export function periodCashback(
  period: ProgrammePeriod,
  purchases: readonly Pick<SupplierPurchase, 'amountExcludingVat' | 'reportedOn'>[],
  transaction: Pick<WalletTransaction, 'amount' | 'state' | 'reason' | 'payoutId'> | undefined,
  cashbackPercent: number,
): PeriodCashback {
  const totals = purchaseTotals(purchases);
  if (transaction)
    return { period, purchases: totals, cashback: transaction.amount, cashbackState: transaction.state, reason: transaction.reason ?? null, payoutId: transaction.payoutId };
  const estimate = cashbackFor(totals.totalExcludingVat, cashbackPercent);
  const isOpen = period.state === 'Open' || period.state === 'Upcoming';
  return { period, purchases: totals, cashback: estimate, cashbackState: isOpen ? 'Estimate' : 'BeingWorkedOut' };
}

/**
 * Whether an action may be taken on a period today, and the state it leads to; otherwise the reason in
 * plain words (what a real server answers with 409). A period opens from its first day, not before.
 */
export function checkPeriodAction(period: Pick<ProgrammePeriod, 'name' | 'state' | 'startDate'>, action: PeriodAction, today: Date): PeriodActionCheck {
  const { from, to } = PERIOD_TRANSITIONS[action];
  if (period.state !== from)
    return {
      ok: false,
      code: 'wrong-period-state',
      reason: `${period.name} is ${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase()}: only a period that is ${STAFF_PERIOD_STATE_LABELS[from].toLowerCase()} can be moved on with “${PERIOD_ACTION_LABELS[action]}”.`,
    };
  if (action === 'open' && isBefore(startOfDay(today), parseISO(period.startDate)))
    return { ok: false, code: 'period-not-started', reason: `${period.name} starts on ${formatDate(period.startDate)}: it can be opened from that day.` };
  return { ok: true, to };
}

/** The first of a programme's periods that the dates overlap, if any. */
export function overlappingPeriod<T extends Pick<ProgrammePeriod, 'startDate' | 'endDate'>>(periods: readonly T[], dates: Pick<PeriodDates, 'startDate' | 'endDate'>): T | undefined {
  return periods.find((period) => periodsOverlap(period, dates));
}

/** The refusal a new period's dates get when they overlap one of the programme's periods. */
export function overlapMessage(existing: Pick<ProgrammePeriod, 'name' | 'startDate' | 'endDate'>): string {
  return `These dates overlap ${existing.name} (${formatDate(existing.startDate)} to ${formatDate(existing.endDate)}). A programme’s periods cannot overlap: choose dates after ${formatDate(existing.endDate)} or before ${formatDate(existing.startDate)}.`;
}

/**
 * The next period staff are offered, from the programme's rhythm: the one starting the day after its
 * latest period ends (quarters, or Calor's half-years), or the one holding today when it has none yet.
 */
export function proposedNextPeriod(rhythm: PeriodRhythm, periods: readonly Pick<ProgrammePeriod, 'endDate'>[], today: Date): PeriodDates {
  const latestEnd = periods.reduce<string | undefined>((latest, period) => (!latest || period.endDate > latest ? period.endDate : latest), undefined);
  return periodDatesContaining(rhythm, latestEnd ? addDays(parseISO(latestEnd), 1) : today);
}

/** A period's dates are whole days, the end on or after the start. */
export function isOrderedPeriod(dates: Pick<PeriodDates, 'startDate' | 'endDate'>): boolean {
  return !isAfter(parseISO(dates.startDate), parseISO(dates.endDate));
}

/** Newest first, by start date. */
export const newestPeriodFirst = (a: Pick<ProgrammePeriod, 'startDate'>, b: Pick<ProgrammePeriod, 'startDate'>) =>
  b.startDate.localeCompare(a.startDate);

/** Newest invoice first. */
export const newestPurchaseFirst = (a: Pick<SupplierPurchase, 'invoiceDate'>, b: Pick<SupplierPurchase, 'invoiceDate'>) =>
  b.invoiceDate.localeCompare(a.invoiceDate);

export function isValidSupplierAccountNumber(programme: SupplierReportedProgramme, value: string): boolean {
  return programme.accountNumber.pattern.test(normaliseSupplierAccountNumber(value));
}

/** Most a bulk approval takes at once (a page of the queue at its largest). */
export const MAX_BULK_APPROVAL = 100;

/** A refusal's `code` says why (api/areas/programme-staff.yaml), its `reason` in plain words. */
export type PeriodActionRefusal = { ok: false; code: 'wrong-period-state' | 'period-not-started' | 'claims-waiting'; reason: string };
export type PeriodActionCheck = { ok: true; to: PeriodState } | PeriodActionRefusal;

/** Two periods overlap when each starts on or before the other ends (both end days included). */
export function periodsOverlap(a: Pick<PeriodDates, 'startDate' | 'endDate'>, b: Pick<PeriodDates, 'startDate' | 'endDate'>): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** The period of a rhythm that contains a date: quarters start in Jan, Apr, Jul, Oct; half-years in Jan, Jul. */
export function periodDatesContaining(rhythm: PeriodRhythm, date: Date): PeriodDates {
  const months = RHYTHM_MONTHS[rhythm];
  const firstMonth = Math.floor(date.getMonth() / months) * months;
  const start = startOfMonth(new Date(date.getFullYear(), firstMonth, 1));
  const end = startOfDay(endOfMonth(addMonths(start, months - 1)));
  return { name: `${format(start, 'MMMM')} to ${format(end, 'MMMM yyyy')}`, startDate: formatApiDate(start), endDate: formatApiDate(end) };
}

export function purchaseTotals(purchases: readonly Pick<SupplierPurchase, 'amountExcludingVat' | 'reportedOn'>[]): PurchaseTotals {
  return {
    count: purchases.length,
    totalExcludingVat: roundToPence(purchases.reduce((total, purchase) => total + purchase.amountExcludingVat, 0)),
    lastReportedOn: purchases.reduce<string | null>((latest, purchase) => (!latest || purchase.reportedOn > latest ? purchase.reportedOn : latest), null),
  };
}
