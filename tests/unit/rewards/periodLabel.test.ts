import { describe, expect, it } from 'vitest';
import { periodLabel, periodLabels } from '@/domain/rewards/periodLabel';

describe('periodLabel', () => {
  it.each([
    ['calor', 'July to December 2026', 'Calor · July to December 2026'],
    ['nisbets', 'July to December 2026', 'Nisbets · July to December 2026'],
    ['biopak', 'April to June 2026', 'BioPak · April to June 2026'],
    ['booker', 'January to March 2027', 'Booker · January to March 2027'],
  ] as const)('%s, %s → %s', (schemeType, name, expected) => {
    expect(periodLabel({ schemeType, name })).toBe(expected);
  });
});

describe('periodLabels', () => {
  it.each([
    { periods: [], expected: '' },
    { periods: [{ schemeType: 'calor', name: 'January to June 2026' }], expected: 'Calor · January to June 2026' },
    {
      periods: [
        { schemeType: 'calor', name: 'July to December 2026' },
        { schemeType: 'nisbets', name: 'January to June 2026' },
      ],
      expected: 'Calor · July to December 2026, Nisbets · January to June 2026',
    },
  ] as const)('$expected', ({ periods, expected }) => {
    expect(periodLabels(periods)).toBe(expected);
  });
});
