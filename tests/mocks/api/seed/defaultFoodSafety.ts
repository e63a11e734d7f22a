// TEST DOUBLE, never shipped: the association's default food-safety document as the simulator starts with
// it (what staff publish at /default-documents/food-safety): the safe methods and limits of DOMAIN-NOTES §1.
import type { DocumentAnswers } from '../../../../src/domain/documents/definition';

const CONTROL_POINTS = [
  {
    step: 'Chilled storage',
    hazard: 'Bacteria multiply in food kept too warm',
    criticalLimit: '8 °C or below (aim for 5 °C)',
    monitoring: 'Fridge temperatures checked and recorded at opening and closing',
    correctiveAction: 'Move food to another fridge; throw away high-risk food above 8 °C for more than 4 hours; call an engineer',
  },
  {
    step: 'Cooking',
    hazard: 'Bacteria survive undercooking',
    criticalLimit: 'Centre at 75 °C for 30 seconds',
    monitoring: 'Probe the thickest part of each batch of meat, poultry and eggs',
    correctiveAction: 'Keep cooking until the limit is reached',
  },
  {
    step: 'Hot holding',
    hazard: 'Bacteria multiply in food kept too cool',
    criticalLimit: '63 °C or above, for no more than 2 hours below it',
    monitoring: 'Probe hot-held food every 2 hours',
    correctiveAction: 'Reheat to 75 °C once, or throw away food below 63 °C for more than 2 hours',
  },
  {
    step: 'Cooling',
    hazard: 'Bacteria multiply while food cools slowly',
    criticalLimit: 'Into the fridge within 90 minutes of cooking',
    monitoring: 'Cooling times written in the diary',
    correctiveAction: 'Throw away food not chilled within 90 minutes',
  },
];

/** Version 1's answers: the food safety definition's fromDefaults sections. */
export const DEFAULT_FOOD_SAFETY_V1: DocumentAnswers = {
  crossContamination: {
    rawAndReady:
      'Raw meat, poultry, fish and eggs are stored below ready-to-eat food, covered, on the bottom shelves of the fridge. Separate colour-coded boards and knives are used for raw and ready-to-eat food. Surfaces are cleaned and disinfected between raw and ready-to-eat food.',
    handWashing:
      'Staff wash their hands with soap and warm water before handling food, after handling raw food, after breaks, after using the toilet, after cleaning and after handling waste, and dry them on disposable towels.',
    allergenControls:
      'Ingredients are checked for the 14 allergens (celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree nuts, peanuts, sesame, soya and sulphites) when they are delivered and when recipes change. Allergen-free orders are made with clean equipment, away from other food.',
    allergenInformation:
      'An allergen chart for every dish is kept up to date and staff ask every customer about allergies. The menu tells customers to ask staff about allergens.',
  },
  cleaning: {
    schedule:
      'Food surfaces and equipment are cleaned and disinfected after use and at the end of each day; floors daily; fridges weekly; a deep clean monthly, following the cleaning schedule on the wall.',
    twoStage: 'yes',
    disinfectantStandard: 'yes',
  },
  chilling: {
    chilledLimit: 8,
    frozenLimit: -18,
    checks: 'Fridge and freezer temperatures are checked and recorded at opening and closing. Food above the limit is moved, and the fridge is repaired or replaced.',
    cooling: 'Cooked food is divided into small portions in shallow trays and chilled within 90 minutes.',
  },
  cooking: {
    cookingStandard: '75 °C for 30 seconds',
    hotHoldingLimit: 63,
    reheating: 'Food is reheated once only, until the centre reaches 75 °C, and never put back in hot holding twice.',
    probe: 'The probe is checked monthly in iced water (between −1 °C and 1 °C) and boiling water (between 99 °C and 101 °C), and cleaned and disinfected before each use.',
  },
  haccp: { controlPoints: CONTROL_POINTS },
  management: {
    openingChecks: 'Fridges and freezers at the right temperature; staff fit for work and in clean clothes; preparation areas clean; hand-wash basins stocked with soap and towels; probe working.',
    closingChecks: 'Food covered, labelled and put away; out-of-date food thrown away; waste removed; surfaces cleaned; diary filled in.',
    diary: 'yes',
    fourWeeklyReview: 'yes',
    suppliers: 'Food is bought from approved suppliers only. Deliveries are checked for temperature, damage and use-by dates, and refused if not right.',
  },
};

/** Version 2 (published last month in the seed): the recommended 5 °C for chilled food. */
export const DEFAULT_FOOD_SAFETY_V2: DocumentAnswers = {
  ...DEFAULT_FOOD_SAFETY_V1,
  chilling: { ...DEFAULT_FOOD_SAFETY_V1.chilling, chilledLimit: 5 },
};
