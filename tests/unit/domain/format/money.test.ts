import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/format/money';

/** Reads a formatted amount back into a number of pounds. */
const parse = (text: string) => Number(text.replace('£', '').replaceAll(',', ''));

describe('formatMoney (spec §9: pounds, thousands separators, no decimals when whole)', () => {
  it.each([
    { amount: 20, text: '£20' },
    { amount: 1250, text: '£1,250' },
    { amount: 12.5, text: '£12.50' },
    { amount: -5, text: '-£5' },
    { amount: -1250.5, text: '-£1,250.50' },
    { amount: 0, text: '£0' },
    { amount: -0, text: '£0' },
    { amount: 0.5, text: '£0.50' },
    { amount: 0.05, text: '£0.05' },
    { amount: 1_000_000, text: '£1,000,000' },
    { amount: 1234567.891, text: '£1,234,567.89' },
    { amount: 1.005, text: '£1.01' },
    { amount: 12.001, text: '£12' },
    { amount: 12.499, text: '£12.50' },
    { amount: 99.995, text: '£100' },
    { amount: -0.004, text: '£0' },
    { amount: NaN, text: '£0' },
    { amount: Infinity, text: '£0' },
    { amount: -Infinity, text: '£0' },
  ])('formats $amount as $text', ({ amount, text }) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('shows whole pounds without decimals and with thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pounds) => {
        const text = formatMoney(pounds);
        return /^-?£\d{1,3}(,\d{3})*$/.test(text) && parse(text) === pounds;
      }),
    );
  });

  it('shows pounds and pence with exactly two decimals', () => {
    const pence = fc.integer({ min: -1e12, max: 1e12 }).filter((p) => p % 100 !== 0);
    fc.assert(
      fc.property(pence, (p) => {
        const text = formatMoney(p / 100);
        return /^-?£\d{1,3}(,\d{3})*\.\d{2}$/.test(text) && Math.round(parse(text) * 100) === p;
      }),
    );
  });

  it('never throws, and always shows pounds', () => {
    fc.assert(fc.property(fc.double(), (amount) => /^-?£/.test(formatMoney(amount))));
  });
});
