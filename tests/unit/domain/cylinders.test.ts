import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPurchaseDetails } from '@/domain/calor/purchaseDetails';
import { cylinderDisplayName, isCylinderIdentity } from '@/domain/cylinders';

describe('cylinders', () => {
  it('starts a claim with one empty line per cylinder: 13kg, 19kg, 47kg commercial, then 13kg patio', () => {
    expect(defaultPurchaseDetails().map((line) => [line.cylinderIdentity, line.quantity])).toEqual([
      ['13kgCommercial', 0],
      ['19kgCommercial', 0],
      ['47kgCommercial', 0],
      ['13kgPatio', 0],
    ]);
  });

  it.each([
    { id: '13kgCommercial', name: '13kg Red Propane Cylinder' },
    { id: '19kgCommercial', name: '19kg Red Propane Cylinder' },
    { id: '47kgCommercial', name: '47kg Red Propane Cylinder' },
    { id: '13kgPatio', name: '13kg Green Patio Cylinder' },
  ])('shows $id as "$name"', ({ id, name }) => {
    expect(cylinderDisplayName(id)).toBe(name);
  });

  it.each(['', '13kgcommercial', '13KGPATIO', ' 13kgPatio', '6kgCommercial', 'toString', 'constructor', '__proto__'])(
    'shows the unlisted value %j as Unknown',
    (id) => {
      expect(cylinderDisplayName(id)).toBe('Unknown');
      expect(isCylinderIdentity(id)).toBe(false);
    },
  );

  it('shows every string outside the list as Unknown', () => {
    fc.assert(
      fc.property(
        fc.string().filter((id) => !isCylinderIdentity(id)),
        (id) => cylinderDisplayName(id) === 'Unknown',
      ),
    );
  });
});
