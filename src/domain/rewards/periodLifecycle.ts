import type { StatusTone } from '../statusTone';
import type { PeriodState } from './periods';

/**
 * What staff do to move a period on. Each action leads from exactly one state to the next:
 * Upcoming → Open → ClosedForClaims → CashbackCalculated → ApprovedForPayout. Anything else is refused (409).
 * No action makes a period Paid: the API moves it there once every approved entry of its cashback is in a
 * submitted BACS file, and back when the bank returns a credit.
 */
export const PERIOD_ACTIONS = ['open', 'close', 'calculate', 'approve'] as const;
export type PeriodAction = (typeof PERIOD_ACTIONS)[number];

export const PERIOD_TRANSITIONS: Record<PeriodAction, { from: PeriodState; to: PeriodState }> = {
  open: { from: 'Upcoming', to: 'Open' },
  close: { from: 'Open', to: 'ClosedForClaims' },
  calculate: { from: 'ClosedForClaims', to: 'CashbackCalculated' },
  approve: { from: 'CashbackCalculated', to: 'ApprovedForPayout' },
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
  ApprovedForPayout: 'Approved for payout',
  Paid: 'Paid',
};

/** What each state means for the people running the programme. */
export const STAFF_PERIOD_STATE_EXPLANATIONS: Record<PeriodState, string> = {
  Upcoming: 'Not started: it can be opened from its first day.',
  Open: 'Members claim and suppliers report purchases.',
  ClosedForClaims: 'No more claims. Supplier reports can still be imported and cashback adjusted before it is calculated.',
  CashbackCalculated: 'Each member’s cashback is worked out and waits for approval. Adjustments still change it.',
  ApprovedForPayout: 'Approved for payout: the cashback goes out in the next BACS file.',
  Paid: 'Every approved entry of its cashback is in a submitted BACS file.',
};

/**
 * Each state's tone in the portal's one status colour language (statusTone.ts): Paid is the same green as
 * a member's paid payment; calculated cashback waits for a person's approval.
 */
export const PERIOD_STATE_TONES: Record<PeriodState, StatusTone> = {
  Upcoming: 'notStarted',
  Open: 'waiting',
  ClosedForClaims: 'waiting',
  CashbackCalculated: 'attention',
  ApprovedForPayout: 'onItsWay',
  Paid: 'done',
};

/** The action that moves a period in this state on, if any (an approved period is left to the BACS files). */
export function nextPeriodAction(state: PeriodState): PeriodAction | undefined {
  return PERIOD_ACTIONS.find((action) => PERIOD_TRANSITIONS[action].from === state);
}

/** Staff may adjust a member's cashback until the period is approved for payout. */
export const canAdjustCashback = (state: PeriodState) => state === 'Open' || state === 'ClosedForClaims' || state === 'CashbackCalculated';

/** Supplier reports may be imported while the period is open, and after it closes until cashback is calculated. */
export const canImportPurchaseReport = (state: PeriodState) => state === 'Open' || state === 'ClosedForClaims';
