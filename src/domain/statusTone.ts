/**
 * The one status colour language (DESIGN.md §10): every badge, whatever it describes, says one of these
 * tones, so a colour means the same on a member's payments, a Calor period and a BACS file. The words on
 * the badge carry the detail; the colour only says where the thing stands.
 */
export type StatusTone =
  /** Finished well: paid, successful, current, signed up, in date. */
  | 'done'
  /** Accepted and on its way: an approved claim, cashback in a payout, a file sent to Bacs. */
  | 'onItsWay'
  /** With someone else, nothing to do yet: submitted, pending a decision, raised, a draft. */
  | 'waiting'
  /** Needs doing soon: due, review due, expiring soon, a warning flag. */
  | 'attention'
  /** Went wrong or is late: rejected, overdue, returned, failed. */
  | 'problem'
  /** No longer in play: closed, archived, cancelled, reversed, used. */
  | 'ended'
  /** Not begun: not started, upcoming, not required. */
  | 'notStarted';

/** Bootstrap's text-bg-* pairs, which keep text and background at AA contrast. */
export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  done: 'text-bg-success',
  onItsWay: 'text-bg-primary',
  waiting: 'text-bg-info',
  attention: 'text-bg-warning',
  problem: 'text-bg-danger',
  ended: 'text-bg-secondary',
  notStarted: 'text-bg-light border',
};
