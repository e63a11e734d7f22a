import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/** Spec §9: the payment-plan expiry banner shows within this many days of the plan's end (the day itself included). */
export const PAYMENT_PLAN_BANNER_DAYS = 60;

export type PaymentPlanBanner = { show: false } | { show: true; endDate: Date; daysLeft: number };

/**
 * Whether the dashboard shows the §9 banner: the plan ends today or within the next 60 days (day 60
 * included). A plan that has already ended is a lapsed membership, which the renewal pages deal with.
 * Dates are calendar days in local time, so the time of day never moves the boundary.
 */
export function paymentPlanBanner(planEndDate: string | null | undefined, today: Date): PaymentPlanBanner {
  if (!planEndDate) return { show: false };
  const endDate = parseISO(planEndDate);
  if (!isValid(endDate)) return { show: false };
  const daysLeft = differenceInCalendarDays(endDate, today);
  if (daysLeft < 0 || daysLeft > PAYMENT_PLAN_BANNER_DAYS) return { show: false };
  return { show: true, endDate, daysLeft };
}
