import { describe, expect, it } from 'vitest';
import {
  claimPeriodContaining,
  describeClaimPeriod,
  earliestClaimablePurchaseDate,
  purchaseDateProblem,
} from '@/domain/calor/claimPeriod';
import { CLAIM_MESSAGES } from '@/domain/calor/claimMessages';
import { formatDate } from '@/domain/format/date';

/** A local date: day, month (1-12), year. */
const date = (day: number, month: number, year: number, hours = 0) => new Date(year, month - 1, day, hours);

describe('the claim period containing a date (spec §2/§9: 1 Jan-30 Jun, 1 Jul-31 Dec)', () => {
  it.each([
    { on: date(1, 1, 2026), period: '01/01/2026 to 30/06/2026' },
    { on: date(30, 6, 2026, 23), period: '01/01/2026 to 30/06/2026' },
    { on: date(1, 7, 2026), period: '01/07/2026 to 31/12/2026' },
    { on: date(31, 12, 2026, 23), period: '01/07/2026 to 31/12/2026' },
    { on: date(29, 2, 2028), period: '01/01/2028 to 30/06/2028' },
  ])('$on.toDateString() is in $period', ({ on, period }) => {
    expect(describeClaimPeriod(claimPeriodContaining(on))).toBe(period);
  });
});

describe('which purchase dates can be claimed today', () => {
  const outsidePeriod = (today: Date) => `Only purchases made in the current claim period (${describeClaimPeriod(claimPeriodContaining(today))}) can be claimed.`;
  const outsideWindow = (earliest: Date) =>
    `Receipts must be uploaded within 3 months of purchase, so the purchase date must be on or after ${formatDate(earliest)}.`;

  it.each([
    // Today and the future
    { today: date(15, 5, 2026, 14), purchase: date(15, 5, 2026, 9), problem: undefined, why: 'today, earlier in the day' },
    { today: date(15, 5, 2026, 9), purchase: date(15, 5, 2026, 23), problem: undefined, why: 'today, later in the day' },
    { today: date(15, 5, 2026), purchase: date(16, 5, 2026), problem: CLAIM_MESSAGES.purchaseDateInFuture, why: 'tomorrow' },
    // Period edges
    { today: date(20, 1, 2026), purchase: date(1, 1, 2026), problem: undefined, why: 'the first day of the period' },
    { today: date(20, 1, 2026), purchase: date(31, 12, 2025), problem: outsidePeriod(date(20, 1, 2026)), why: 'the last day of the previous period' },
    { today: date(1, 7, 2026), purchase: date(1, 7, 2026), problem: undefined, why: 'the first day of the second half' },
    { today: date(1, 7, 2026), purchase: date(30, 6, 2026), problem: outsidePeriod(date(1, 7, 2026)), why: 'yesterday, in the first half' },
    { today: date(31, 12, 2026), purchase: date(1, 7, 2026), problem: outsideWindow(date(30, 9, 2026)), why: 'period start, but more than 3 months ago' },
    // 3-month edges (inside one period)
    { today: date(30, 6, 2026), purchase: date(30, 3, 2026), problem: undefined, why: 'exactly 3 months ago' },
    { today: date(30, 6, 2026), purchase: date(29, 3, 2026), problem: outsideWindow(date(30, 3, 2026)), why: '3 months and a day ago' },
    { today: date(15, 12, 2026), purchase: date(15, 9, 2026), problem: undefined, why: 'exactly 3 months ago, second half' },
    { today: date(15, 12, 2026), purchase: date(14, 9, 2026), problem: outsideWindow(date(15, 9, 2026)), why: 'a day too early, second half' },
    { today: date(31, 5, 2026), purchase: date(28, 2, 2026), problem: undefined, why: '3 months before 31 May is 28 Feb' },
    { today: date(31, 5, 2026), purchase: date(27, 2, 2026), problem: outsideWindow(date(28, 2, 2026)), why: 'the day before that' },
  ])('$why', ({ today, purchase, problem }) => {
    expect(purchaseDateProblem(purchase, today)).toBe(problem);
  });

  it.each([
    { today: date(20, 1, 2026), earliest: date(1, 1, 2026), why: 'early in a period: its first day' },
    { today: date(30, 6, 2026), earliest: date(30, 3, 2026), why: 'late in a period: 3 months ago' },
    { today: date(1, 7, 2026), earliest: date(1, 7, 2026), why: 'on the first day of a period: today' },
  ])('the earliest claimable date is $earliest.toDateString() ($why)', ({ today, earliest }) => {
    expect(earliestClaimablePurchaseDate(today)).toEqual(earliest);
  });
});
