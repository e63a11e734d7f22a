import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/domain/format/percent';

describe('formatPercent (spec §9: at most one decimal)', () => {
  it.each([
    { value: 20, text: '20%' },
    { value: 12.5, text: '12.5%' },
    { value: 12.25, text: '12.3%' },
    { value: 12.35, text: '12.4%' },
    { value: 12.24, text: '12.2%' },
    { value: -12.25, text: '-12.3%' },
    { value: 5.0001, text: '5%' },
    { value: 99.95, text: '100%' },
    { value: 0, text: '0%' },
    { value: -0.04, text: '0%' },
    { value: 0.05, text: '0.1%' },
    { value: 1234.5, text: '1,234.5%' },
    { value: NaN, text: '0%' },
    { value: Infinity, text: '0%' },
  ])('formats $value as $text', ({ value, text }) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('shows at most one decimal, within half a tenth of the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        const text = formatPercent(value);
        const shown = Number(text.replace('%', '').replaceAll(',', ''));
        return /^-?\d{1,3}(,\d{3})*(\.\d)?%$/.test(text) && Math.abs(shown - value) <= 0.05 + 1e-9;
      }),
    );
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.double(), (value) => formatPercent(value).endsWith('%')));
  });
});
