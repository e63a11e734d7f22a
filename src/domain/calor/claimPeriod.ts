import { addMonths, endOfMonth, isAfter, isBefore, max, startOfDay, startOfMonth, subMonths } from 'date-fns';
import { formatDate } from '../format/date';
import { CLAIM_MESSAGES } from './claimMessages';

/** Spec §2/§9: claims run in half-year periods, 1 Jan to 30 Jun and 1 Jul to 31 Dec. */
export interface ClaimPeriod {
  /** Midnight (local time) of the period's first day. */
  start: Date;
  /** Midnight (local time) of the period's last day. */
  end: Date;
}

/** Spec §9: receipts must be uploaded within 3 months of purchase. */
export const CLAIM_WINDOW_MONTHS = 3;

const HALF_YEAR_MONTHS = 6;

export function claimPeriodContaining(date: Date): ClaimPeriod {
  const firstMonth = date.getMonth() < HALF_YEAR_MONTHS ? 0 : HALF_YEAR_MONTHS;
  const start = startOfMonth(new Date(date.getFullYear(), firstMonth, 1));
  return { start, end: startOfDay(endOfMonth(addMonths(start, HALF_YEAR_MONTHS - 1))) };
}

/** '01/01/2026 to 30/06/2026' */
export function describeClaimPeriod(period: ClaimPeriod): string {
  return `${formatDate(period.start)} to ${formatDate(period.end)}`;
}

/** The first purchase date that may still be claimed today: the later of the period start and 3 months ago. */
export function earliestClaimablePurchaseDate(today: Date): Date {
  const day = startOfDay(today);
  return max([claimPeriodContaining(day).start, subMonths(day, CLAIM_WINDOW_MONTHS)]);
}

export const purchaseDateMessages = {
  outsidePeriod: (period: ClaimPeriod) =>
    `Only purchases made in the current claim period (${describeClaimPeriod(period)}) can be claimed.`,
  outsideWindow: (earliest: Date) =>
    `Receipts must be uploaded within ${CLAIM_WINDOW_MONTHS} months of purchase, so the purchase date must be on or after ${formatDate(earliest)}.`,
};

/**
 * Why a purchase date cannot be claimed today, or undefined when it can. Dates compare by calendar day:
 * today, the period's first day and the day exactly 3 months ago are all claimable.
 */
export function purchaseDateProblem(purchaseDate: Date, today: Date): string | undefined {
  const day = startOfDay(purchaseDate);
  const currentDay = startOfDay(today);
  if (isAfter(day, currentDay)) return CLAIM_MESSAGES.purchaseDateInFuture;
  const period = claimPeriodContaining(currentDay);
  if (isBefore(day, period.start)) return purchaseDateMessages.outsidePeriod(period);
  const windowStart = subMonths(currentDay, CLAIM_WINDOW_MONTHS);
  if (isBefore(day, windowStart)) return purchaseDateMessages.outsideWindow(windowStart);
  return undefined;
}
