import { describe, expect, it } from 'vitest';
import { addWorkingDays, isBankHoliday, isWorkingDay, workingDaysBetween } from '@/domain/bacs/workingDays';
import { formatApiDate } from '@/domain/format/date';

const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('working days in England and Wales (weekends and bank holidays are not)', () => {
  it.each([
    ['2026-11-26', true, 'a Thursday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-12-25', false, 'Christmas Day'],
    ['2026-12-28', false, 'the Boxing Day substitute (26th is a Saturday)'],
    ['2026-12-29', true, 'the Tuesday after'],
    ['2027-01-01', false, "New Year's Day"],
    ['2027-03-26', false, 'Good Friday'],
    ['2027-03-29', false, 'Easter Monday'],
    ['2027-05-31', false, 'the Spring bank holiday'],
    ['2027-12-27', false, 'the Christmas substitute (25th is a Saturday)'],
    ['2027-12-28', false, 'the Boxing Day substitute (26th is a Sunday)'],
    ['2026-04-03', false, 'Good Friday 2026'],
    ['2026-08-31', false, 'the Summer bank holiday 2026'],
  ])('%s (%s) is a working day: %s', (iso, working, _why) => {
    expect(isWorkingDay(day(iso))).toBe(working);
    expect(isWorkingDay(iso)).toBe(working);
  });

  it('knows a bank holiday from a weekend', () => {
    expect(isBankHoliday('2026-12-25')).toBe(true);
    expect(isBankHoliday('2026-12-26')).toBe(false);
  });

  it.each([
    ['2026-11-26', 2, '2026-11-30', 'Thursday + 2 skips the weekend'],
    ['2026-12-23', 2, '2026-12-29', 'over Christmas and the Boxing Day substitute'],
    ['2026-12-31', 1, '2027-01-04', "over New Year's Day and a weekend"],
    ['2026-11-28', 1, '2026-11-30', 'from a Saturday'],
    ['2026-11-26', 0, '2026-11-26', 'none'],
  ])('%s plus %i working days is %s (%s)', (from, count, expected) => {
    expect(formatApiDate(addWorkingDays(from, count))).toBe(expected);
  });

  it.each([
    ['2026-11-26', '2026-11-30', 2],
    ['2026-11-26', '2026-11-26', 0],
    ['2026-11-30', '2026-11-26', 0],
    ['2026-12-24', '2026-12-29', 1],
  ])('from %s to %s are %i working days', (from, to, count) => {
    expect(workingDaysBetween(from, to)).toBe(count);
  });
});
