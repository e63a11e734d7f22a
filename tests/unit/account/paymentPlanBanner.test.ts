import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { paymentPlanBanner } from '@/domain/account/paymentPlanBanner';

// Mid-afternoon, so a rule that counted hours rather than calendar days would get the boundaries wrong.
const TODAY = new Date(2025, 2, 10, 15, 30);
const inDays = (days: number) => format(addDays(TODAY, days), 'yyyy-MM-dd');

describe('the §9 payment-plan banner (60 days, day 60 included)', () => {
  it.each([
    { days: 59, shown: true },
    { days: 60, shown: true },
    { days: 61, shown: false },
    { days: 1, shown: true },
    { days: 0, shown: true },
    { days: -1, shown: false },
    { days: 365, shown: false },
  ])('a plan ending in $days days: shown $shown', ({ days, shown }) => {
    const banner = paymentPlanBanner(inDays(days), TODAY);
    expect(banner.show).toBe(shown);
    if (banner.show) expect(banner.daysLeft).toBe(days);
  });

  it('across a month end and a clock change: 60 calendar days from 10 March is 9 May', () => {
    expect(paymentPlanBanner('2025-05-09', TODAY)).toMatchObject({ show: true, daysLeft: 60 });
    expect(paymentPlanBanner('2025-05-10', TODAY)).toEqual({ show: false });
  });

  it.each([null, undefined, '', 'not a date'])('shows nothing for %j', (endDate) => {
    expect(paymentPlanBanner(endDate, TODAY)).toEqual({ show: false });
  });

  it('gives the end date back for the banner to say', () => {
    const banner = paymentPlanBanner(inDays(45), TODAY);
    expect(banner.show && format(banner.endDate, 'yyyy-MM-dd')).toBe(inDays(45));
  });
});
