import { describe, expect, it } from 'vitest';
import { readConfig } from '@/config/config';
import { REQUIRED_ENV } from './configFixtures';

const BUSINESS = 'b1000000-0000-4000-8000-000000000009';
const FOOD = 'f1000000-0000-4000-8000-000000000011,f1000000-0000-4000-8000-000000000009';
const EQUIPMENT = 'e1000000-0000-4000-8000-000000000014';

describe('the coffee-franchise unit settings (spec §9)', () => {
  it('are optional: without them nothing is configured', () => {
    const result = readConfig({ ...REQUIRED_ENV });
    expect(result.ok && result.config.franchiseUnit).toBeUndefined();
  });

  it('read a business type id and two comma-separated id lists', () => {
    const result = readConfig({ ...REQUIRED_ENV, VITE_FRANCHISE_BUSINESS_TYPE_ID: BUSINESS, VITE_FRANCHISE_FOOD_TYPE_IDS: ` ${FOOD} `, VITE_FRANCHISE_EQUIPMENT_TYPE_IDS: EQUIPMENT });
    expect(result.ok && result.config.franchiseUnit).toEqual({
      businessTypeId: BUSINESS,
      foodTypeIds: ['f1000000-0000-4000-8000-000000000011', 'f1000000-0000-4000-8000-000000000009'],
      equipmentTypeIds: [EQUIPMENT],
    });
  });

  it('go together: one set without the others names the missing ones', () => {
    const result = readConfig({ ...REQUIRED_ENV, VITE_FRANCHISE_BUSINESS_TYPE_ID: BUSINESS });
    expect(result.ok ? [] : result.problems.map((problem) => problem.variable)).toEqual(['VITE_FRANCHISE_FOOD_TYPE_IDS', 'VITE_FRANCHISE_EQUIPMENT_TYPE_IDS']);
  });

  it('must be ids', () => {
    const result = readConfig({ ...REQUIRED_ENV, VITE_FRANCHISE_BUSINESS_TYPE_ID: BUSINESS, VITE_FRANCHISE_FOOD_TYPE_IDS: 'coffee', VITE_FRANCHISE_EQUIPMENT_TYPE_IDS: EQUIPMENT });
    expect(result.ok ? [] : result.problems).toEqual([{ variable: 'VITE_FRANCHISE_FOOD_TYPE_IDS', problem: 'must hold ids like 0a1b2c3d-0000-4000-8000-000000000001, not "coffee"' }]);
  });

  it('take one business type', () => {
    const result = readConfig({ ...REQUIRED_ENV, VITE_FRANCHISE_BUSINESS_TYPE_ID: `${BUSINESS},${BUSINESS}`, VITE_FRANCHISE_FOOD_TYPE_IDS: FOOD, VITE_FRANCHISE_EQUIPMENT_TYPE_IDS: EQUIPMENT });
    expect(result.ok ? [] : result.problems.map((problem) => problem.problem)).toEqual(['must be one business type id']);
  });
});
