/**
 * Today as the association's calendar reads it: the date in Europe/London (UK time, with British Summer
 * Time), whatever zone the device or server clock is in (api/openapi.yaml, "Dates"). Returned as that
 * date's local midnight, so date-fns' calendar functions (startOfDay, isAfter, format) read the London date.
 * At 00:30 BST on 1 June a server on UTC is still on 31 May; the member's purchase that morning is not in
 * the future.
 */
const LONDON_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric' });

export function londonToday(now: Date = new Date()): Date {
  const parts = Object.fromEntries(LONDON_DATE.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  return new Date(parts.year!, parts.month! - 1, parts.day!);
}
