/** The 14 allergens that must be declared in the UK (DOMAIN-NOTES §1), as members read them on labels. */
export const ALLERGENS = [
  'Celery',
  'Cereals containing gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Lupin',
  'Milk',
  'Molluscs',
  'Mustard',
  'Tree nuts',
  'Peanuts',
  'Sesame',
  'Soya',
  'Sulphites (over 10 mg/kg)',
] as const;
