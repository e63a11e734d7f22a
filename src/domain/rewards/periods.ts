import type { SchemeType } from './schemes';

/** How often a programme's periods run: Calor's half-years (spec §2), quarters for others. */
export type PeriodRhythm = 'quarterly' | 'half-yearly';

/** In plain words: "each quarter", "each half-year". */
export const RHYTHM_WORDS: Record<PeriodRhythm, string> = { quarterly: 'quarter', 'half-yearly': 'half-year' };

/**
 * Where a programme's period stands. Staff move it on: Upcoming → Open → ClosedForClaims →
 * CashbackCalculated → ApprovedForPayout. It is Paid once every approved entry of its cashback is in a
 * submitted BACS file (and approved for payout again if the bank returns one). Purchases are reported and
 * claims made while it is Open.
 */
export const PERIOD_STATES = ['Upcoming', 'Open', 'ClosedForClaims', 'CashbackCalculated', 'ApprovedForPayout', 'Paid'] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

/** What a member is told about a period's state. */
export const PERIOD_STATE_LABELS: Record<PeriodState, string> = {
  Upcoming: 'Not started',
  Open: 'Open',
  ClosedForClaims: 'Closed, cashback being worked out',
  CashbackCalculated: 'Cashback worked out',
  ApprovedForPayout: 'Approved, being paid',
  Paid: 'Paid',
};

/** A programme's period: the spec's date-range label (§3: name, startDate, endDate) with its programme and state. */
export interface ProgrammePeriod {
  /** GUID. */
  id: string;
  schemeType: SchemeType;
  /** e.g. 'January to March 2026'. */
  name: string;
  /** yyyy-MM-dd, first day. */
  startDate: string;
  /** yyyy-MM-dd, last day. */
  endDate: string;
  state: PeriodState;
}

export type PeriodDates = Pick<ProgrammePeriod, 'name' | 'startDate' | 'endDate'>;
