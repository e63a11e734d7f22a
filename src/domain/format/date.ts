import { format, isValid, parseISO } from 'date-fns';

/** Spec §9: how dates are shown, and the date picker's default format. */
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

/** The date-only form the API takes (e.g. the claim's purchaseDate). */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

function toValidDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // Strings are ISO 8601 as the API sends them; a date-only string is midnight local time, not UTC.
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : undefined;
}

/** DD/MM/YYYY in local time, or '' for a missing or unreadable value (never throws). */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toValidDate(value);
  return date ? format(date, DISPLAY_DATE_FORMAT) : '';
}

/** yyyy-MM-dd in local time, what we send to the API; '' for an invalid date (never throws). */
export function formatApiDate(date: Date): string {
  return date instanceof Date && isValid(date) ? format(date, API_DATE_FORMAT) : '';
}

/** DD/MM/YYYY HH:mm:ss in local time (when something happened, e.g. for a support person), or ''. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toValidDate(value);
  return date ? format(date, `${DISPLAY_DATE_FORMAT} HH:mm:ss`) : '';
}
