// TEST DOUBLE, never shipped: the premises reference lists (business, food and equipment types), with
// fixed ids so seeds, settings (.env.development, .env.e2e) and tests can name them.
import type { ApiSchemas } from '../handlers/options';

type ReferenceItem = ApiSchemas['PremisesReferenceItem'];

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const list = <const Names extends readonly string[]>(prefix: string, names: Names) =>
  Object.fromEntries(names.map((name, index) => [name, id(prefix, index + 1)])) as Record<Names[number], string>;

/** The council registration form's business types (DOMAIN-NOTES §2), and the coffee franchise's own. */
export const BUSINESS_TYPES = list('b1000000', [
  'Restaurant, café or snack bar',
  'Takeaway',
  'Catering',
  'Hotel, pub or guest house',
  'Private house used for a food business',
  'Mobile unit',
  'Market stall',
  'Staff canteen',
  'Coffee shop (franchise)',
  'Other',
] as const);

export const FOOD_TYPES = list('f1000000', [
  'Raw meat',
  'Poultry',
  'Fish and shellfish',
  'Eggs',
  'Dairy',
  'Cooked rice',
  'Ready-to-eat salads and sandwiches',
  'Desserts',
  'Baked goods',
  'Food prepacked for direct sale',
  'Hot drinks',
  'Drinks only',
] as const);

export const EQUIPMENT_TYPES = list('e1000000', [
  'Gas range or hob',
  'Chargrill',
  'Deep-fat fryer',
  'Combi oven',
  'Microwave',
  'Bain-marie or hot cupboard',
  'Solid-fuel oven',
  'Fridges, freezers or blast chiller',
  'Dishwasher or glasswasher',
  'Extraction canopy with gas interlock',
  'LPG cylinders',
  'Slicer or mixer',
  'Generator',
  'Espresso machine',
] as const);

/**
 * The coffee-franchise product's unit (spec §9): the settings VITE_FRANCHISE_BUSINESS_TYPE_ID,
 * VITE_FRANCHISE_FOOD_TYPE_IDS and VITE_FRANCHISE_EQUIPMENT_TYPE_IDS name these ids (a test checks they agree).
 */
export const FRANCHISE_UNIT_TYPES = {
  businessTypeId: BUSINESS_TYPES['Coffee shop (franchise)'],
  foodTypeIds: [FOOD_TYPES['Hot drinks'], FOOD_TYPES['Baked goods'], FOOD_TYPES['Ready-to-eat salads and sandwiches'], FOOD_TYPES.Dairy],
  equipmentTypeIds: [
    EQUIPMENT_TYPES['Espresso machine'],
    EQUIPMENT_TYPES['Fridges, freezers or blast chiller'],
    EQUIPMENT_TYPES['Dishwasher or glasswasher'],
    EQUIPMENT_TYPES.Microwave,
  ],
};

const items = (ids: Record<string, string>): ReferenceItem[] => Object.entries(ids).map(([text, itemId]) => ({ id: itemId, text }));

export interface PremisesReferenceLists {
  businessTypes: ReferenceItem[];
  foodTypes: ReferenceItem[];
  equipmentTypes: ReferenceItem[];
}

export function seedPremisesReference(): PremisesReferenceLists {
  return { businessTypes: items(BUSINESS_TYPES), foodTypes: items(FOOD_TYPES), equipmentTypes: items(EQUIPMENT_TYPES) };
}
