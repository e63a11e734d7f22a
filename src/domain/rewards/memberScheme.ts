import type { StatusTone } from '../statusTone';
import type { PeriodDates } from './periods';
import type { SchemeType } from './schemes';

/** A member's standing on a programme: not signed up, waiting for approval, signed up, or rejected (with the reason). */
export const SCHEME_STATUSES = ['NotSignedUp', 'Pending', 'SignedUp', 'Rejected'] as const;
export type SchemeStatus = (typeof SCHEME_STATUSES)[number];

export const SCHEME_STATUS_LABELS: Record<SchemeStatus, string> = {
  NotSignedUp: 'Not signed up',
  Pending: 'Waiting for approval',
  SignedUp: 'Signed up',
  Rejected: 'Not approved',
};

/** Each standing's tone in the portal's one status colour language (statusTone.ts). */
export const SCHEME_STATUS_TONES: Record<SchemeStatus, StatusTone> = {
  NotSignedUp: 'notStarted',
  Pending: 'waiting',
  SignedUp: 'done',
  Rejected: 'problem',
};

/**
 * Call 7's answer, one per programme (the spec leaves it open; designed here for the rewards home and the
 * dashboard card, so both need one call): what the deal pays, where the member stands, and their cashback.
 */
export interface MemberScheme {
  schemeType: SchemeType;
  /** e.g. 'BioPak packaging cashback'. */
  name: string;
  /** The current rate, percent of spend excluding VAT. */
  cashbackPercent: number;
  status: SchemeStatus;
  /** yyyy-MM-dd the status began; null when not signed up. */
  statusSince: string | null;
  /** Why the sign-up was not approved, while Rejected (Calor's may have none: contact the account manager). */
  rejectionReason: string | null;
  /** The period open now, or null between periods. */
  currentPeriod: PeriodDates | null;
  /**
   * This period's cashback so far: Calor's from this period's approved and paid claims (its submitted ones
   * are in pendingCashback); the others' an estimate from the purchases reported so far at the current rate,
   * final once the period is over and worked out.
   */
  cashbackThisPeriod: number;
  /** Everything earned on the programme that was not taken back (approved, being paid, paid, returned). */
  cashbackToDate: number;
  /** Cashback waiting for approval. */
  pendingCashback: number;
}
