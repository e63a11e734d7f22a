import { addDays, format, isWeekend, parseISO, startOfDay } from 'date-fns';

/**
 * England and Wales bank holidays (gov.uk/bank-holidays), 2026 and 2027: the days Bacs does not process,
 * besides weekends. A small table kept here on purpose: the years past it must be added before a file
 * can be dated in them (the processing-date check refuses a date it cannot judge rather than guess).
 */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2026: [
    '2026-01-01', // New Year's Day
    '2026-04-03', // Good Friday
    '2026-04-06', // Easter Monday
    '2026-05-04', // Early May bank holiday
    '2026-05-25', // Spring bank holiday
    '2026-08-31', // Summer bank holiday
    '2026-12-25', // Christmas Day
    '2026-12-28', // Boxing Day (substitute day: 26 December is a Saturday)
  ],
  2027: [
    '2027-01-01', // New Year's Day
    '2027-03-26', // Good Friday
    '2027-03-29', // Easter Monday
    '2027-05-03', // Early May bank holiday
    '2027-05-31', // Spring bank holiday
    '2027-08-30', // Summer bank holiday
    '2027-12-27', // Christmas Day (substitute day: 25 December is a Saturday)
    '2027-12-28', // Boxing Day (substitute day: 26 December is a Sunday)
  ],
};

const dayOf = (date: Date | string) => startOfDay(typeof date === 'string' ? parseISO(date) : date);
const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** Whether the table covers the year of this date. */
export const hasBankHolidaysFor = (date: Date | string) => dayOf(date).getFullYear() in ENGLAND_AND_WALES_BANK_HOLIDAYS;

export function isBankHoliday(date: Date | string): boolean {
  const day = dayOf(date);
  return ENGLAND_AND_WALES_BANK_HOLIDAYS[day.getFullYear()]?.includes(isoDay(day)) ?? false;
}

/** Monday to Friday and not a bank holiday (a year outside the table counts weekends only: see hasBankHolidaysFor). */
export function isWorkingDay(date: Date | string): boolean {
  const day = dayOf(date);
  return !isWeekend(day) && !isBankHoliday(day);
}

/** The working day `count` working days after a date (the date itself never counts). */
export function addWorkingDays(date: Date | string, count: number): Date {
  let day = dayOf(date);
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** How many working days come after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: Date | string, to: Date | string): number {
  const end = dayOf(to);
  let day = dayOf(from);
  let count = 0;
  while (day < end) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) count += 1;
  }
  return count;
}
