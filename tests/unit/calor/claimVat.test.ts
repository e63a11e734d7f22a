import { describe, expect, it } from 'vitest';
import { claimVatRate } from '@/domain/calor/claimVat';

describe('claim VAT rate (spec §9: 20% above 19 cylinders, otherwise 5%)', () => {
  it.each([
    { cylinders: 0, rate: 5 },
    { cylinders: 1, rate: 5 },
    { cylinders: 19, rate: 5 },
    { cylinders: 20, rate: 20 },
    { cylinders: 21, rate: 20 },
    { cylinders: 396, rate: 20 },
  ])('$cylinders cylinders: $rate%', ({ cylinders, rate }) => {
    expect(claimVatRate(cylinders)).toBe(rate);
  });
});
