import { isValid, parseISO } from 'date-fns';

/** A date from untrusted storage or navigation state (a Date, or an ISO 8601 string such as yyyy-MM-dd). */
export function readDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || !value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}
