import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { londonToday } from '@/domain/londonToday';

describe('today, read in Europe/London', () => {
  it.each([
    ['a summer night after midnight BST, still the day before in UTC', '2026-06-01T23:30:00Z', '2026-06-02'],
    ['a summer evening before midnight BST', '2026-06-01T22:59:59Z', '2026-06-01'],
    ['a winter night after midnight GMT', '2026-12-06T00:00:00Z', '2026-12-06'],
    ['a winter evening before midnight GMT', '2026-12-05T23:59:59Z', '2026-12-05'],
    ['the night the clocks go forward', '2026-03-29T00:30:00Z', '2026-03-29'],
    ['the night the clocks go back, in the repeated hour', '2026-10-25T01:30:00Z', '2026-10-25'],
  ])('%s: %s is %s', (_case, instant, date) => {
    const today = londonToday(new Date(instant));
    expect(format(today, 'yyyy-MM-dd')).toBe(date);
    expect([today.getHours(), today.getMinutes()]).toEqual([0, 0]);
  });
});
