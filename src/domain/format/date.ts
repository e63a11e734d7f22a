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

/** Text typed as a whole date: day, month and all four figures of the year (01/02/2 is not the year 2). */
const WHOLE_TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The date a person typed as DD/MM/YYYY (spec §9), or null while it is not yet a whole, real date.
 * Read exactly as typed: 31/02/2026 is no date (never 03/03/2026), 12/13/2026 is no date (never read
 * month first), and half a date is no date (01/12/2 is never the year 2). Surrounding spaces are ignored.
 */
export function readTypedDate(text: string): Date | null {
  const parts = WHOLE_TYPED_DATE.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls over (31 February is 3 March) and reads years below 100 as 19xx: check every part.
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
