import { describe, expect, it } from 'vitest';
import { PERIOD_ACTIONS, type PeriodAction } from '../../../../src/domain/rewards/periodLifecycle';
import { checkPeriodAction, isWithinPeriod, periodContaining, periodDatesContaining, periodsOverlap, purchaseTotals, isValidSupplierAccountNumber, overlappingPeriod, periodCashback, proposedNextPeriod } from './periods';
import { PROGRAMMES } from '../../../../src/domain/rewards/programmes';
import { PERIOD_STATES, type PeriodState, type ProgrammePeriod } from '../../../../src/domain/rewards/periods';

const day = (iso: string) => new Date(`${iso}T12:00`);
const period = (state: PeriodState, startDate = '2026-01-01') => ({ name: 'January to June 2026', state, startDate });

describe('period state transitions', () => {
  // Every state × every action, written out: only the one step forward is allowed.
  const allowed: Record<PeriodState, Partial<Record<PeriodAction, PeriodState>>> = {
    Upcoming: { open: 'Open' },
    Open: { close: 'ClosedForClaims' },
    ClosedForClaims: { calculate: 'CashbackCalculated' },
    CashbackCalculated: { approve: 'ApprovedForPayout' },
    // No staff action makes a period Paid: the BACS files do, through the ledger (ledger.test.ts).
    ApprovedForPayout: {},
    Paid: {},
  };
  const table = PERIOD_STATES.flatMap((state) => PERIOD_ACTIONS.map((action) => [state, action, allowed[state][action] ?? null] as const));

  it.each(table)('%s + %s → %s', (state, action, to) => {
    const check = checkPeriodAction(period(state), action, day('2026-03-01'));
    if (to) expect(check).toEqual({ ok: true, to });
    else expect(check).toEqual({ ok: false, code: 'wrong-period-state', reason: expect.stringContaining(`January to June 2026 is `) });
  });

  it('refuses a move from the wrong state in plain words', () => {
    expect(checkPeriodAction(period('Paid'), 'close', day('2026-03-01'))).toEqual({
      ok: false,
      code: 'wrong-period-state',
      reason: 'January to June 2026 is paid: only a period that is open can be moved on with “Close for claims”.',
    });
  });

  it.each([
    ['2025-12-31', false],
    ['2026-01-01', true],
    ['2026-01-02', true],
  ] as const)('opens from its first day: on %s → %s', (today, ok) => {
    expect(checkPeriodAction(period('Upcoming', '2026-01-01'), 'open', day(today)).ok).toBe(ok);
  });
});

describe('overlapping periods', () => {
  const existing = { startDate: '2026-01-01', endDate: '2026-06-30' };
  it.each([
    ['ends the day before', '2025-07-01', '2025-12-31', false],
    ['ends on the first day', '2025-07-01', '2026-01-01', true],
    ['inside it', '2026-02-01', '2026-02-28', true],
    ['around it', '2025-12-01', '2026-07-31', true],
    ['starts on the last day', '2026-06-30', '2026-12-31', true],
    ['starts the day after', '2026-07-01', '2026-12-31', false],
    ['the same dates', '2026-01-01', '2026-06-30', true],
  ] as const)('a period that %s (%s to %s) overlaps: %s', (_label, startDate, endDate, overlaps) => {
    expect(periodsOverlap(existing, { startDate, endDate })).toBe(overlaps);
    expect(periodsOverlap({ startDate, endDate }, existing)).toBe(overlaps);
  });

  it('finds the period overlapped among several', () => {
    const periods = [
      { name: 'A', startDate: '2025-07-01', endDate: '2025-12-31' },
      { name: 'B', startDate: '2026-01-01', endDate: '2026-06-30' },
    ];
    expect(overlappingPeriod(periods, { startDate: '2026-06-01', endDate: '2026-09-30' })?.name).toBe('B');
    expect(overlappingPeriod(periods, { startDate: '2026-07-01', endDate: '2026-12-31' })).toBeUndefined();
  });

  it('proposes the next period from the day after the latest ends (Calor: half-years)', () => {
    const periods = [{ endDate: '2026-06-30' }, { endDate: '2025-12-31' }];
    expect(proposedNextPeriod('half-yearly', periods, day('2026-03-01'))).toEqual({ name: 'July to December 2026', startDate: '2026-07-01', endDate: '2026-12-31' });
    expect(proposedNextPeriod('quarterly', [], day('2026-05-10'))).toEqual({ name: 'April to June 2026', startDate: '2026-04-01', endDate: '2026-06-30' });
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

  it('totals what was reported and when it was last reported', () => {
    expect(purchaseTotals(purchases)).toEqual({ count: 3, totalExcludingVat: 593.25, lastReportedOn: '2026-05-09' });
    expect(purchaseTotals([])).toEqual({ count: 0, totalExcludingVat: 0, lastReportedOn: null });
  });
});

describe('supplier account numbers the API accepts', () => {
  it.each([
    ['biopak', 'BP2044', true],
    ['biopak', 'bp 204 417', true],
    ['biopak', 'BP20441799', true],
    ['biopak', 'BP204', false],
    ['biopak', 'BP204417990', false],
    ['biopak', 'BP-20441', false],
    ['nisbets', 'NIS88213', true],
    ['nisbets', '', false],
    ['booker', '2201448800317', true],
    ['booker', '220144', true],
    ['booker', '22014', false],
    ['booker', '22014488003170', false],
    ['booker', 'BK1234567', false],
  ] as const)('%s: "%s" is %s', (schemeType, value, valid) => {
    expect(isValidSupplierAccountNumber(PROGRAMMES[schemeType], value)).toBe(valid);
  });
});

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
});

describe('a period’s days', () => {
  it('includes both end days', () => {
    const period = { startDate: '2026-04-01', endDate: '2026-06-30' };
    expect(isWithinPeriod(period, '2026-03-31')).toBe(false);
    expect(isWithinPeriod(period, '2026-04-01')).toBe(true);
    expect(isWithinPeriod(period, new Date('2026-06-30T23:59'))).toBe(true);
    expect(isWithinPeriod(period, '2026-07-01')).toBe(false);
    expect(periodContaining([{ id: 'q1', startDate: '2026-01-01', endDate: '2026-03-31' }, { id: 'q2', ...period }], '2026-05-05')?.id).toBe('q2');
  });
});
