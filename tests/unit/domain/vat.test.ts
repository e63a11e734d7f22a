import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVat, normaliseVatRate, removeVat } from '@/domain/vat';

describe('VAT (spec §9)', () => {
  it.each([
    { rate: 20, fraction: 0.2, why: 'a percentage' },
    { rate: 5, fraction: 0.05, why: 'the reduced claim rate as a percentage' },
    { rate: 17.5, fraction: 0.175, why: 'a decimal percentage' },
    { rate: 100, fraction: 1, why: '100 percent' },
    { rate: 0.2, fraction: 0.2, why: 'already a fraction' },
    { rate: 1, fraction: 1, why: '1 is not over 1, so a fraction' },
    { rate: 0, fraction: 0, why: 'zero-rated' },
    { rate: -5, fraction: 0.2, why: 'negative: falls back to the default' },
    { rate: NaN, fraction: 0.2, why: 'not a number: falls back to the default' },
  ])('normalises $rate to $fraction ($why)', ({ rate, fraction }) => {
    expect(normaliseVatRate(rate)).toBeCloseTo(fraction, 10);
  });

  it.each([
    { net: 100, rate: undefined, gross: 120 },
    { net: 12.5, rate: undefined, gross: 15 },
    { net: 4.99, rate: undefined, gross: 5.99 },
    { net: 0.01, rate: undefined, gross: 0.01 },
    { net: 10, rate: 5, gross: 10.5 },
    { net: 10, rate: 0.05, gross: 10.5 },
    { net: 33.33, rate: 20, gross: 40 },
    { net: 0, rate: undefined, gross: 0 },
  ])('adds VAT at $rate to £$net: £$gross', ({ net, rate, gross }) => {
    expect(addVat(net, rate)).toBe(gross);
  });

  it.each([
    { gross: 120, rate: undefined, net: 100 },
    { gross: 10, rate: undefined, net: 8.33 },
    { gross: 1, rate: undefined, net: 0.83 },
    { gross: 10.5, rate: 5, net: 10 },
    { gross: 21, rate: 0.05, net: 20 },
    { gross: 0, rate: undefined, net: 0 },
  ])('removes VAT at $rate from £$gross: £$net', ({ gross, rate, net }) => {
    expect(removeVat(gross, rate)).toBe(net);
  });

  it('round-trips any price to within a penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 5, 20, 0.2), (pence, rate) => {
        const net = pence / 100;
        return Math.abs(removeVat(addVat(net, rate), rate) - net) <= 0.01 + 1e-9;
      }),
    );
  });

  it('always gives whole pence', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (amount) =>
        [addVat(amount), removeVat(amount)].every((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6),
      ),
    );
  });
});
