import { addDays, isAfter, isBefore, parseISO, startOfDay } from 'date-fns';
import { formatDate } from '../format/date';
import { periodDatesContaining, type PeriodDates, type PeriodRhythm, type PeriodState, type ProgrammePeriod } from './periods';

/**
 * What staff do to move a period on. Each action leads from exactly one state to the next:
 * Upcoming → Open → ClosedForClaims → CashbackCalculated → Paid. Anything else is refused (409).
 */
export const PERIOD_ACTIONS = ['open', 'close', 'calculate', 'approve'] as const;
export type PeriodAction = (typeof PERIOD_ACTIONS)[number];

export const PERIOD_TRANSITIONS: Record<PeriodAction, { from: PeriodState; to: PeriodState }> = {
  open: { from: 'Upcoming', to: 'Open' },
  close: { from: 'Open', to: 'ClosedForClaims' },
  calculate: { from: 'ClosedForClaims', to: 'CashbackCalculated' },
  approve: { from: 'CashbackCalculated', to: 'Paid' },
};

/** The buttons' words. */
export const PERIOD_ACTION_LABELS: Record<PeriodAction, string> = {
  open: 'Open the period',
  close: 'Close for claims',
  calculate: 'Calculate cashback',
  approve: 'Approve for payout',
};

/** How staff read a period's state (the member side words it for members: periods.ts). */
export const STAFF_PERIOD_STATE_LABELS: Record<PeriodState, string> = {
  Upcoming: 'Upcoming',
  Open: 'Open',
  ClosedForClaims: 'Closed for claims',
  CashbackCalculated: 'Cashback calculated',
  Paid: 'Paid',
};

/** What each state means for the people running the programme. */
export const STAFF_PERIOD_STATE_EXPLANATIONS: Record<PeriodState, string> = {
  Upcoming: 'Not started: it can be opened from its first day.',
  Open: 'Members claim and suppliers report purchases.',
  ClosedForClaims: 'No more claims. Supplier reports can still be imported and cashback adjusted before it is calculated.',
  CashbackCalculated: 'Each member’s cashback is worked out and waits for approval. Adjustments still change it.',
  Paid: 'Approved for payout: the cashback goes out in the next BACS file.',
};

/** Bootstrap's text-bg pairs (they pass contrast). */
export const PERIOD_STATE_BADGES: Record<PeriodState, string> = {
  Upcoming: 'text-bg-light border',
  Open: 'text-bg-success',
  ClosedForClaims: 'text-bg-warning',
  CashbackCalculated: 'text-bg-info',
  Paid: 'text-bg-secondary',
};

/** The action that moves a period in this state on, if any (a Paid period is done). */
export function nextPeriodAction(state: PeriodState): PeriodAction | undefined {
  return PERIOD_ACTIONS.find((action) => PERIOD_TRANSITIONS[action].from === state);
}

export type PeriodActionCheck = { ok: true; to: PeriodState } | { ok: false; reason: string };

/**
 * Whether an action may be taken on a period today, and the state it leads to; otherwise the reason in
 * plain words (what a real server answers with 409). A period opens from its first day, not before.
 */
export function checkPeriodAction(period: Pick<ProgrammePeriod, 'name' | 'state' | 'startDate'>, action: PeriodAction, today: Date): PeriodActionCheck {
  const { from, to } = PERIOD_TRANSITIONS[action];
  if (period.state !== from)
    return {
      ok: false,
      reason: `${period.name} is ${STAFF_PERIOD_STATE_LABELS[period.state].toLowerCase()}: only a period that is ${STAFF_PERIOD_STATE_LABELS[from].toLowerCase()} can be moved on with “${PERIOD_ACTION_LABELS[action]}”.`,
    };
  if (action === 'open' && isBefore(startOfDay(today), parseISO(period.startDate)))
    return { ok: false, reason: `${period.name} starts on ${formatDate(period.startDate)}: it can be opened from that day.` };
  return { ok: true, to };
}

/** Staff may adjust a member's cashback until the period is approved for payout. */
export const canAdjustCashback = (state: PeriodState) => state === 'Open' || state === 'ClosedForClaims' || state === 'CashbackCalculated';

/** Supplier reports may be imported while the period is open, and after it closes until cashback is calculated. */
export const canImportPurchaseReport = (state: PeriodState) => state === 'Open' || state === 'ClosedForClaims';

/** Two periods overlap when each starts on or before the other ends (both end days included). */
export function periodsOverlap(a: Pick<PeriodDates, 'startDate' | 'endDate'>, b: Pick<PeriodDates, 'startDate' | 'endDate'>): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
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
