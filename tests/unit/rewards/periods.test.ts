import { describe, expect, it } from 'vitest';
import { periodCashback } from '@/domain/rewards/periodCashback';
import { isWithinPeriod, nextPeriodDates, periodContaining, periodDatesContaining, type ProgrammePeriod } from '@/domain/rewards/periods';
import { purchaseTotals } from '@/domain/rewards/purchases';

const day = (iso: string) => new Date(`${iso}T12:00`);

describe('periods from a programme’s rhythm', () => {
  it.each([
    ['quarterly', '2026-01-01', 'January to March 2026', '2026-01-01', '2026-03-31'],
    ['quarterly', '2026-03-31', 'January to March 2026', '2026-01-01', '2026-03-31'],
    ['quarterly', '2026-04-01', 'April to June 2026', '2026-04-01', '2026-06-30'],
    ['quarterly', '2026-12-31', 'October to December 2026', '2026-10-01', '2026-12-31'],
    ['half-yearly', '2026-06-30', 'January to June 2026', '2026-01-01', '2026-06-30'],
    ['half-yearly', '2026-07-01', 'July to December 2026', '2026-07-01', '2026-12-31'],
  ] as const)('%s on %s: %s (%s to %s)', (rhythm, date, name, startDate, endDate) => {
    expect(periodDatesContaining(rhythm, day(date))).toEqual({ name, startDate, endDate });
  });

  it.each([
    ['quarterly', '2026-11-15', 'January to March 2027'],
    ['half-yearly', '2026-11-15', 'January to June 2027'],
    ['half-yearly', '2026-03-01', 'July to December 2026'],
  ] as const)('the %s period after the one holding %s is %s', (rhythm, date, name) => {
    expect(nextPeriodDates(rhythm, day(date)).name).toBe(name);
  });

  it('includes both end days', () => {
    const period = { startDate: '2026-04-01', endDate: '2026-06-30' };
    expect(isWithinPeriod(period, '2026-03-31')).toBe(false);
    expect(isWithinPeriod(period, '2026-04-01')).toBe(true);
    expect(isWithinPeriod(period, new Date('2026-06-30T23:59'))).toBe(true);
    expect(isWithinPeriod(period, '2026-07-01')).toBe(false);
    expect(periodContaining([{ id: 'q1', startDate: '2026-01-01', endDate: '2026-03-31' }, { id: 'q2', ...period }], '2026-05-05')?.id).toBe('q2');
  });
});

describe('a period’s cashback as the member sees it', () => {
  const period = (state: ProgrammePeriod['state']): ProgrammePeriod => ({
    id: 'p',
    schemeType: 'biopak',
    name: 'April to June 2026',
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    state,
  });
  const purchases = [
    { amountExcludingVat: 184.6, reportedOn: '2026-04-12' },
    { amountExcludingVat: 96.25, reportedOn: '2026-05-09' },
    { amountExcludingVat: 312.4, reportedOn: '2026-04-30' },
  ];

  it('totals what was reported and when it was last reported', () => {
    expect(purchaseTotals(purchases)).toEqual({ count: 3, totalExcludingVat: 593.25, lastReportedOn: '2026-05-09' });
    expect(purchaseTotals([])).toEqual({ count: 0, totalExcludingVat: 0, lastReportedOn: null });
  });

  it.each([
    ['Open', undefined, 14.83, 'Estimate'],
    ['ClosedForClaims', undefined, 14.83, 'BeingWorkedOut'],
    ['CashbackCalculated', { amount: 14.83, state: 'Pending', reason: null, payoutId: null }, 14.83, 'Pending'],
    ['Paid', { amount: 14.83, state: 'Returned', reason: 'Account closed', payoutId: 'x' }, 14.83, 'Returned'],
  ] as const)('%s with transaction %j: %s, %s', (state, transaction, cashback, cashbackState) => {
    const row = periodCashback(period(state), purchases, transaction, 2.5);
    expect(row).toMatchObject({ cashback, cashbackState });
    if (transaction?.reason) expect(row.reason).toBe('Account closed');
  });
});
