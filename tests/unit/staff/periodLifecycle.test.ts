import { describe, expect, it } from 'vitest';
import { nextPeriodAction } from '@/domain/rewards/periodLifecycle';

describe('the staff’s next step for a period', () => {
  it.each([
    ['Upcoming', 'open'],
    ['Open', 'close'],
    ['ClosedForClaims', 'calculate'],
    ['CashbackCalculated', 'approve'],
    ['ApprovedForPayout', undefined],
    ['Paid', undefined],
  ] as const)('the next step from %s is %s', (state, action) => {
    expect(nextPeriodAction(state)).toBe(action);
  });
});
