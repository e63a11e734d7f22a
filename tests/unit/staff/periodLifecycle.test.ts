import { describe, expect, it } from 'vitest';
import {
  checkPeriodAction,
  nextPeriodAction,
  overlappingPeriod,
  periodsOverlap,
  proposedNextPeriod,
  PERIOD_ACTIONS,
  type PeriodAction,
} from '@/domain/rewards/periodLifecycle';
import { PERIOD_STATES, type PeriodState } from '@/domain/rewards/periods';

const day = (iso: string) => new Date(`${iso}T12:00`);
const period = (state: PeriodState, startDate = '2026-01-01') => ({ name: 'January to June 2026', state, startDate });

describe('period state transitions', () => {
  // Every state × every action, written out: only the one step forward is allowed.
  const allowed: Record<PeriodState, Partial<Record<PeriodAction, PeriodState>>> = {
    Upcoming: { open: 'Open' },
    Open: { close: 'ClosedForClaims' },
    ClosedForClaims: { calculate: 'CashbackCalculated' },
    CashbackCalculated: { approve: 'Paid' },
    Paid: {},
  };
  const table = PERIOD_STATES.flatMap((state) => PERIOD_ACTIONS.map((action) => [state, action, allowed[state][action] ?? null] as const));

  it.each(table)('%s + %s → %s', (state, action, to) => {
    const check = checkPeriodAction(period(state), action, day('2026-03-01'));
    if (to) expect(check).toEqual({ ok: true, to });
    else expect(check).toEqual({ ok: false, reason: expect.stringContaining(`January to June 2026 is `) });
  });

  it('refuses a move from the wrong state in plain words', () => {
    expect(checkPeriodAction(period('Paid'), 'close', day('2026-03-01'))).toEqual({
      ok: false,
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

  it.each([
    ['Upcoming', 'open'],
    ['Open', 'close'],
    ['ClosedForClaims', 'calculate'],
    ['CashbackCalculated', 'approve'],
    ['Paid', undefined],
  ] as const)('the next step from %s is %s', (state, action) => {
    expect(nextPeriodAction(state)).toBe(action);
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
