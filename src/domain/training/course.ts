/** A course's length, as the catalogue states it. */
export interface CourseDuration {
  amount: number;
  unit: 'hours' | 'days';
}

/** A course of the catalogue (GET /training/courses). */
export interface Course {
  /** GUID. */
  id: string;
  /** Stable short name, e.g. 'food-hygiene-level-2': what the training site's booking page is found by. */
  code: string;
  name: string;
  /** The qualification level (1, 2, 3), or null for courses without one. */
  level: number | null;
  provider: string;
  duration: CourseDuration;
  /** Price for members, in pounds. */
  memberPrice: number;
  /** How long a certificate lasts before a refresher is due, in months; null when it never needs one. */
  refreshMonths: number | null;
  /** Why that period, in plain English, e.g. 'No legal expiry; refreshing every 3 years is common practice.' */
  refreshNote: string;
  description: string;
}

/** '1 hour', '3 hours', '1 day', '3 days'; half a day as 'Half a day'. */
export function formatCourseDuration({ amount, unit }: CourseDuration): string {
  if (unit === 'days' && amount === 0.5) return 'Half a day';
  const singular = unit === 'hours' ? 'hour' : 'day';
  return `${amount} ${amount === 1 ? singular : unit}`;
}

/** '1 year', '3 years', '18 months': how long a certificate lasts; '' when it never needs a refresher. */
export function formatRefreshLength(refreshMonths: number | null): string {
  if (refreshMonths === null || refreshMonths <= 0) return '';
  if (refreshMonths % 12 === 0) {
    const years = refreshMonths / 12;
    return years === 1 ? '1 year' : `${years} years`;
  }
  return refreshMonths === 1 ? '1 month' : `${refreshMonths} months`;
}

/** 'Every year', 'Every 3 years', 'Every 18 months', or 'No refresher needed'. */
export function formatRefreshPeriod(refreshMonths: number | null): string {
  const length = formatRefreshLength(refreshMonths);
  if (!length) return 'No refresher needed';
  return length.startsWith('1 ') ? `Every ${length.slice(2)}` : `Every ${length}`;
}

/** The level as people say it: 'Level 2', or '' for a course without a level. */
export const courseLevelLabel = (level: number | null) => (level === null ? '' : `Level ${level}`);

/**
 * The booking page of a course on the configured training site (spec §9): the site's address with the
 * course's code as `course`. Undefined when no training site is configured (the link is then hidden) or
 * its address cannot be read.
 */
export function courseBookingUrl(trainingSiteUrl: string | undefined, course: Pick<Course, 'code'>): string | undefined {
  if (!trainingSiteUrl) return undefined;
  try {
    const url = new URL(trainingSiteUrl);
    url.searchParams.set('course', course.code);
    return url.toString();
  } catch {
    return undefined;
  }
}
