import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundToPence } from '@/domain/rounding';

describe('rounding half away from zero', () => {
  it.each([
    { value: 2.5, decimals: 0, rounded: 3 },
    { value: -2.5, decimals: 0, rounded: -3 },
    { value: 2.4999, decimals: 0, rounded: 2 },
    { value: 12.25, decimals: 1, rounded: 12.3 },
    { value: 12.35, decimals: 1, rounded: 12.4 },
    { value: -12.25, decimals: 1, rounded: -12.3 },
    { value: 1.005, decimals: 2, rounded: 1.01 },
    { value: 1.255, decimals: 2, rounded: 1.26 },
    { value: 1.2449, decimals: 2, rounded: 1.24 },
    { value: 123456.785, decimals: 2, rounded: 123456.79 },
  ])('rounds $value to $decimals decimals as $rounded', ({ value, decimals, rounded }) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(rounded);
  });

  it.each([NaN, Infinity, -Infinity])('turns %s into 0', (value) => {
    expect(roundToPence(value)).toBe(0);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundToPence(-0.001), 0)).toBe(true);
    expect(Object.is(roundToPence(-0), 0)).toBe(true);
  });

  it('lands within half a penny of the amount, on a whole number of pence', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const rounded = roundToPence(amount);
        return Math.abs(rounded - amount) <= 0.005 + 1e-6 && Number.isInteger(Math.round(rounded * 100));
      }),
    );
  });

  it('leaves whole pence unchanged', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (pence) => roundToPence(pence / 100) === pence / 100));
  });
});
