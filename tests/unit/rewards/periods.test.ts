import { describe, expect, it } from 'vitest';
import { isWithinPeriod, periodContaining } from '@/domain/rewards/periods';

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
