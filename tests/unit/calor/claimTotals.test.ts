import { describe, expect, it } from 'vitest';
import { claimTotals, lineTotals } from '@/domain/calor/claimTotals';
import { defaultPurchaseDetails, totalCylinders } from '@/domain/calor/purchaseDetails';
import { claimLines } from './lines';

const line = (quantity: number, pricePerCylinder: number, vatIncluded: boolean) => ({
  cylinderIdentity: '13kgCommercial' as const,
  quantity,
  pricePerCylinder,
  vatIncluded,
});

describe('a claim line in pounds, both ways (spec §2)', () => {
  it.each([
    { quantity: 2, price: 10, vatIncluded: false, rate: 5, excluding: 20, including: 21 },
    { quantity: 2, price: 10.5, vatIncluded: true, rate: 5, excluding: 20, including: 21 },
    { quantity: 3, price: 40, vatIncluded: false, rate: 20, excluding: 120, including: 144 },
    { quantity: 3, price: 40, vatIncluded: true, rate: 20, excluding: 100, including: 120 },
    { quantity: 1, price: 10, vatIncluded: true, rate: 20, excluding: 8.33, including: 10 },
    { quantity: 0, price: 99, vatIncluded: false, rate: 5, excluding: 0, including: 0 },
    { quantity: 4, price: 0, vatIncluded: true, rate: 5, excluding: 0, including: 0 },
    { quantity: NaN, price: 10, vatIncluded: false, rate: 5, excluding: 0, including: 0 },
    { quantity: 2, price: NaN, vatIncluded: false, rate: 5, excluding: 0, including: 0 },
  ])(
    '$quantity × £$price, VAT included $vatIncluded, at $rate%: £$excluding excl., £$including incl.',
    ({ quantity, price, vatIncluded, rate, excluding, including }) => {
      expect(lineTotals(line(quantity, price, vatIncluded), rate)).toEqual({ excludingVat: excluding, includingVat: including });
    },
  );
});

describe('claim totals', () => {
  it('are zero for the §3 defaults, at the reduced rate', () => {
    expect(claimTotals(defaultPurchaseDetails())).toEqual({
      totalCylinders: 0,
      vatRate: 5,
      excludingVat: 0,
      includingVat: 0,
      lines: [0, 1, 2, 3].map(() => ({ excludingVat: 0, includingVat: 0 })),
    });
  });

  it('add up each line, each read with its own VAT included answer', () => {
    const totals = claimTotals(claimLines({ '13kgCommercial': [4, 30], '13kgPatio': [2, 21, true] }));
    expect(totals.totalCylinders).toBe(6);
    expect(totals.vatRate).toBe(5);
    expect(totals.lines[0]).toEqual({ excludingVat: 120, includingVat: 126 });
    expect(totals.lines[3]).toEqual({ excludingVat: 40, includingVat: 42 });
    expect(totals).toMatchObject({ excludingVat: 160, includingVat: 168 });
  });

  it.each([
    { cylinders: 19, rate: 5, including: 1995 },
    { cylinders: 20, rate: 20, including: 2400 },
  ])('use $rate% for every line once the claim holds $cylinders cylinders', ({ cylinders, rate, including }) => {
    const totals = claimTotals(claimLines({ '13kgCommercial': [cylinders - 1, 100], '47kgCommercial': [1, 100] }));
    expect(totals.vatRate).toBe(rate);
    expect(totals.excludingVat).toBe(cylinders * 100);
    expect(totals.includingVat).toBe(including);
  });

  it('moves a VAT-included line to the standard rate when the count passes 19', () => {
    const nineteen = claimTotals(claimLines({ '19kgCommercial': [18, 10], '13kgPatio': [1, 12, true] }));
    const twenty = claimTotals(claimLines({ '19kgCommercial': [19, 10], '13kgPatio': [1, 12, true] }));
    expect(nineteen.lines[3]).toEqual({ excludingVat: 11.43, includingVat: 12 });
    expect(twenty.lines[3]).toEqual({ excludingVat: 10, includingVat: 12 });
  });

  it('count cylinders across the lines', () => {
    expect(totalCylinders(claimLines({ '13kgCommercial': [1, 1], '19kgCommercial': [2, 1], '47kgCommercial': [3, 1], '13kgPatio': [4, 1] }))).toBe(10);
  });
});
