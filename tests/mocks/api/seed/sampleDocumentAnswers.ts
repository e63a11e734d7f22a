// TEST DOUBLE, never shipped: complete answers for the seeded documents, as a member would have written them.
import type { DocumentAnswers, StoredRow } from '../../../../src/domain/documents/definition';
import { DOCUMENT_DEFINITIONS } from '../../../../src/domain/documents/documentDefinitions';
import type { DocumentType } from '../../../../src/domain/documents/documentTypes';
import { startingAnswers, suggestedAnswers, type StartingContext } from '../backend-reference/documents';
import type { DocumentDefinition } from '../../../../src/domain/documents/definition';

/** A document whose member took every suggestion offered: the template text and their own business name. */
function withSuggestionsTaken(definition: DocumentDefinition, context: StartingContext): DocumentAnswers {
  const answers = suggestedAnswers(definition, context);
  for (const [sectionId, own] of Object.entries(startingAnswers(definition, context))) answers[sectionId] = { ...answers[sectionId], ...own };
  return answers;
}

/** The member's own people the sample documents name: who is in charge overall, and who runs things day to day. */
export interface SamplePeople {
  owner: [name: string, role: string];
  manager: [name: string, role: string];
}

const ALREADY_DOING: Record<string, string> = {
  'Slips and trips': 'Spills cleaned up at once; non-slip flooring in the kitchen; walkways kept clear; staff wear non-slip shoes.',
  'Manual handling': 'Heavy deliveries are split and put away on low shelves; a trolley is used; staff are shown how to lift.',
  'Hot surfaces and hot oil': 'Oil changed only when cold; oven gloves by every oven; staff trained to use the fryer.',
  Knives: 'Knives kept sharp and stored in a rack; staff shown how to use and wash them.',
  'Harmful substances': 'Chemicals from a dosing system, stored away from food; gloves and goggles provided (see COSHH).',
  Dermatitis: 'Gloves for washing up; staff dry their hands well and use moisturiser; skin checks in supervision.',
  Gas: 'Appliances serviced every year by a Gas Safe engineer; the canopy interlock stops the gas if extraction fails.',
  Electricity: 'Equipment visually checked weekly and tested every year; faulty items taken out of use.',
};

function healthAndSafetyRisk(businessName: string): DocumentAnswers {
  const answers = withSuggestionsTaken(DOCUMENT_DEFINITIONS.healthAndSafetyRiskAssessment, { businessName });
  const rows = answers.hazards!.hazards as StoredRow[];
  answers.hazards!.hazards = rows.map((row) => ({ ...row, alreadyDoing: ALREADY_DOING[row.hazard as string] ?? 'Staff trained.' }));
  answers.business = { ...answers.business, workplace: 'A café kitchen, a serving counter and a seating area for 40, with a store room and staff toilet.', people: 'Six staff (two part-time, one aged 17), customers, and delivery drivers.' };
  answers.review = { ...answers.review, toldStaff: 'yes' };
  return answers;
}

function fireSafety(businessName: string, premises: string, people: SamplePeople): DocumentAnswers {
  return {
    premises: {
      businessName,
      premisesDescription: premises,
      peopleAtRisk: ['Employees', 'Customers and visitors'],
      maxPeople: 45,
    },
    hazards: {
      ignitionSources: ['Cooking appliances', 'Deep-fat fryers', 'Electrical equipment'],
      fuelSources: ['Cooking oil and fat', 'Packaging and waste'],
      extractionCleaned: 'yes',
      otherHazards: '',
    },
    protection: {
      escapeRoutes: 'Front door to the street and the kitchen back door to the yard; both open from inside without a key and are kept clear.',
      detection: 'Mains-wired smoke and heat alarms',
      emergencyLighting: 'yes',
      signs: 'yes',
      extinguishers: 'Wet chemical extinguisher and fire blanket by the fryer; CO2 extinguisher by the electrical cupboard; water extinguisher by the front door.',
    },
    management: {
      procedures: 'Whoever finds a fire raises the alarm; staff lead customers out to the assembly point; the manager calls 999 and checks everyone is out.',
      training: 'Every new starter is shown the escape routes and extinguishers in their first week; a refresher every year.',
      drills: 'Every 6 months',
      testing: 'Alarm tested weekly; emergency lighting monthly; extinguishers serviced every year.',
    },
    risk: { likelihood: 'Medium', harm: 'Moderate harm', overallRisk: 'Tolerable' },
    actionPlan: { actions: [] },
    assessor: { responsiblePerson: businessName, assessorName: people.owner[0], assessorOrganisation: businessName },
  };
}

function foodSafety(businessName: string, defaults: DocumentAnswers): DocumentAnswers {
  const answers = withSuggestionsTaken(DOCUMENT_DEFINITIONS.foodSafetyRiskAssessment, { businessName, defaults });
  answers.business = {
    ...answers.business,
    foodDescription: 'Breakfasts, sandwiches, salads, soups and cakes made on the premises; hot and cold drinks.',
    allergensUsed: ['Cereals containing gluten', 'Eggs', 'Milk', 'Mustard', 'Celery'],
    ppds: 'yes',
    ppdsLabelling: 'Printed labels with the name and full ingredients, the allergens in bold, made from the recipe sheet.',
  };
  return answers;
}

function policy(businessName: string, { owner, manager }: SamplePeople): DocumentAnswers {
  const answers = withSuggestionsTaken(DOCUMENT_DEFINITIONS.healthAndSafetyPolicy, { businessName });
  answers.business = { ...answers.business, employees: 6 };
  answers.responsibilities = { ...answers.responsibilities, overallName: owner[0], overallRole: owner[1], dayToDayName: manager[0], dayToDayRole: manager[1] };
  answers.arrangements = {
    ...answers.arrangements,
    equipment: 'Equipment is bought from reputable suppliers, checked weekly and serviced as the maker says.',
    usesGas: 'yes',
    gasEngineer: 'North Yorkshire Gas Services (Gas Safe registered)',
    substances: 'See our COSHH assessment.',
    training: 'Induction for every new starter; food hygiene Level 2 for food handlers; supervision by the manager.',
    firstAider: manager[0],
    firstAidBox: 'Kitchen, by the back door',
    accidentBook: 'Office drawer',
    monitoring: 'Monthly walk-round by the manager; accidents reviewed at team meetings.',
    emergency: 'Raise the alarm, leave by the nearest exit, go to the assembly point; the manager calls 999.',
    assemblyPoint: 'Church Street car park',
  };
  return answers;
}

function substances(businessName: string): DocumentAnswers {
  const substance = (product: string, use: string, pictograms: string[]) => ({
    product,
    supplier: 'Brakes',
    safetyDataSheetDate: '2024-03-01',
    pictograms,
    use,
    quantity: '2 × 5 litres',
    whoExposed: 'Kitchen staff',
    routes: ['Skin contact', 'Splashes in the eyes'],
    controls: 'Diluted by the dosing system; used only as the label says.',
    ppe: 'Nitrile gloves and goggles',
    storage: 'Locked chemical cupboard, away from food',
    spills: 'Soak up with paper towel, rinse with water',
    firstAid: 'Rinse skin or eyes with plenty of water; seek medical advice if irritation continues',
    disposal: 'Empty containers rinsed and recycled',
  });
  return {
    business: { businessName },
    substances: {
      substances: [
        substance('Ecolab Oven Cleaner', 'Cleaning ovens and grills when cold', ['Corrosive']),
        substance('Jangro Sanitiser (BS EN 1276)', 'Disinfecting food surfaces', ['Harmful or irritant (exclamation mark)']),
      ],
    },
    dangers: { ovenCleanerCold: 'yes', noMixing: 'yes', handCare: 'yes', furtherAction: '' },
  };
}

/** Complete answers for a seeded document of a type, naming the member's own people. */
export function sampleAnswers(
  type: DocumentType,
  businessName: string,
  people: SamplePeople,
  { premises = '', defaults = {} as DocumentAnswers } = {},
): DocumentAnswers {
  switch (type) {
    case 'healthAndSafetyPolicy':
      return policy(businessName, people);
    case 'coshh':
      return substances(businessName);
    case 'foodSafetyRiskAssessment':
      return foodSafety(businessName, defaults);
    case 'healthAndSafetyRiskAssessment':
      return healthAndSafetyRisk(businessName);
    case 'fireSafetyRiskAssessment':
      return fireSafety(businessName, premises, people);
  }
}
