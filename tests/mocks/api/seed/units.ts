// TEST DOUBLE, never shipped: the demo members' trading units (premises), with dates relative to today.
import { format, subDays, subMonths } from 'date-fns';
import { DEMO_ACCOUNTS, demoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { BUSINESS_TYPES, EQUIPMENT_TYPES, FOOD_TYPES, FRANCHISE_UNIT_TYPES } from './premisesReference';

type UnitPremises = ApiSchemas['UnitPremises'];

/** The units slice of the simulator's store: each member's units, by membership number. */
export interface UnitsStore {
  units: Map<string, UnitPremises[]>;
  /** The next id number for a unit the simulator creates. */
  nextId: number;
}

export const unitId = (n: number) => `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** A unit with every premises field filled in; the seed names what differs. */
export const seedUnit = (n: number, fields: Partial<UnitPremises> & Pick<UnitPremises, 'name' | 'town' | 'postcode'>): UnitPremises => ({
  id: unitId(n),
  addressLine1: `${n} High Street`,
  status: 'Open',
  isFranchiseUnit: false,
  businessTypeId: BUSINESS_TYPES['Restaurant, café or snack bar'],
  hygieneRating: null,
  foodTypeIds: [],
  equipmentTypeIds: [],
  localAuthorityRegisteredOn: null,
  employees: 1,
  isMobile: false,
  overnightLocation: null,
  closedOn: null,
  ...fields,
});

const TOWNS: readonly [string, string][] = [
  ['Leeds', 'LS1'],
  ['York', 'YO1'],
  ['Sheffield', 'S1'],
  ['Bradford', 'BD1'],
  ['Hull', 'HU1'],
  ['Durham', 'DH1'],
];

/** Who has which units; everyone else has none yet. */
function unitSeeds(today: Date): Record<string, UnitPremises[]> {
  const monthsAgo = (months: number) => day(subMonths(today, months));
  return {
    'member-active': [
      seedUnit(1, {
        name: 'The Larder Café',
        addressLine1: '12 Church Street',
        town: 'Harrogate',
        postcode: 'HG1 1AA',
        hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: monthsAgo(7) },
        foodTypeIds: [FOOD_TYPES.Eggs, FOOD_TYPES.Dairy, FOOD_TYPES['Ready-to-eat salads and sandwiches'], FOOD_TYPES['Baked goods'], FOOD_TYPES['Hot drinks']],
        equipmentTypeIds: [EQUIPMENT_TYPES['Gas range or hob'], EQUIPMENT_TYPES['Combi oven'], EQUIPMENT_TYPES['Fridges, freezers or blast chiller'], EQUIPMENT_TYPES['Dishwasher or glasswasher']],
        localAuthorityRegisteredOn: monthsAgo(40),
        employees: 6,
      }),
      seedUnit(2, {
        name: 'Larder Street Food Van',
        addressLine1: 'Unit 4, Station Yard',
        town: 'Harrogate',
        postcode: 'HG1 5DD',
        businessTypeId: BUSINESS_TYPES['Mobile unit'],
        hygieneRating: { scheme: 'FHRS', value: '4', ratedOn: monthsAgo(14) },
        foodTypeIds: [FOOD_TYPES['Raw meat'], FOOD_TYPES.Poultry],
        equipmentTypeIds: [EQUIPMENT_TYPES.Chargrill, EQUIPMENT_TYPES['Deep-fat fryer'], EQUIPMENT_TYPES['LPG cylinders'], EQUIPMENT_TYPES.Generator],
        localAuthorityRegisteredOn: monthsAgo(20),
        employees: 2,
        isMobile: true,
        overnightLocation: 'Unit 4, Station Yard, Harrogate HG1 5DD',
      }),
    ],
    'member-compliance-mix': [
      seedUnit(40, {
        name: 'Harbour Lights Bistro',
        addressLine1: '3 Pier Road',
        town: 'Whitby',
        postcode: 'YO21 3PU',
        hygieneRating: { scheme: 'FHRS', value: '3', ratedOn: monthsAgo(5) },
        foodTypeIds: [FOOD_TYPES['Fish and shellfish'], FOOD_TYPES['Raw meat'], FOOD_TYPES.Desserts],
        equipmentTypeIds: [EQUIPMENT_TYPES['Gas range or hob'], EQUIPMENT_TYPES['Deep-fat fryer'], EQUIPMENT_TYPES['Extraction canopy with gas interlock']],
        localAuthorityRegisteredOn: monthsAgo(60),
        employees: 9,
      }),
      seedUnit(41, {
        name: 'Harbour Lights Kiosk',
        addressLine1: 'West Pier',
        town: 'Whitby',
        postcode: 'YO21 3PT',
        businessTypeId: BUSINESS_TYPES.Takeaway,
        hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: monthsAgo(11) },
        foodTypeIds: [FOOD_TYPES['Fish and shellfish'], FOOD_TYPES['Hot drinks']],
        equipmentTypeIds: [EQUIPMENT_TYPES['Deep-fat fryer']],
        localAuthorityRegisteredOn: monthsAgo(30),
        employees: 3,
      }),
      seedUnit(42, {
        name: 'Harbour Lights Pop-up',
        addressLine1: 'Abbey Plain',
        town: 'Whitby',
        postcode: 'YO22 4JT',
        businessTypeId: BUSINESS_TYPES['Market stall'],
        status: 'Closed',
        closedOn: day(subDays(today, 45)),
        foodTypeIds: [FOOD_TYPES.Desserts],
      }),
    ],
    // Training and gas safety: trainees and gas records belong to these units.
    'member-training': [
      seedUnit(5001, { name: 'Harbour Kitchen', addressLine1: '3 Pier Road', town: 'Whitby', postcode: 'YO21 3PT', hygieneRating: { scheme: 'FHRS', value: '4', ratedOn: monthsAgo(3) } }),
      seedUnit(5002, { name: 'Harbour Kitchen Takeaway', addressLine1: '18 Church Street', town: 'Whitby', postcode: 'YO22 4AE', businessTypeId: BUSINESS_TYPES.Takeaway, hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: monthsAgo(4) } }),
      seedUnit(5003, { name: 'Harbour Catering Trailer', addressLine1: 'Yard 2, Spital Bridge', town: 'Whitby', postcode: 'YO22 4EF', businessTypeId: BUSINESS_TYPES['Mobile unit'], isMobile: true, overnightLocation: 'Yard 2, Spital Bridge, Whitby YO22 4EF', hygieneRating: { scheme: 'FHRS', value: '3', ratedOn: monthsAgo(5) } }),
      seedUnit(5004, { name: 'Old Pier Kiosk', addressLine1: 'West Pier', town: 'Whitby', postcode: 'YO21 3PU', status: 'Closed', closedOn: day(subMonths(today, 4)), hygieneRating: { scheme: 'FHRS', value: '4', ratedOn: monthsAgo(30) } }),
    ],
    'member-training-empty': [
      seedUnit(5101, { name: 'Valley Tearoom', addressLine1: '7 Bridge Street', town: 'Llangollen', postcode: 'LL20 8PF', hygieneRating: { scheme: 'FHRS', value: '4', ratedOn: monthsAgo(7) } }),
      seedUnit(5102, { name: 'Valley Tearoom Events', addressLine1: 'The Old Mill', town: 'Llangollen', postcode: 'LL20 8AA', businessTypeId: BUSINESS_TYPES.Catering, hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: monthsAgo(8) } }),
    ],
    // Rewards sign-ups name the units an account buys for (n = 600–629).
    'member-rewards-everything': [
      seedUnit(601, { name: 'Okafor Kitchen', addressLine1: '7 Canal Wharf', town: 'Leeds', postcode: 'LS11 5PS', hygieneRating: { scheme: 'FHRS', value: '3', ratedOn: monthsAgo(9) } }),
      seedUnit(602, { name: 'Okafor Kitchen Catering', addressLine1: 'Unit 12, Holbeck Trading Estate', town: 'Leeds', postcode: 'LS11 9BT', businessTypeId: BUSINESS_TYPES.Catering, hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: monthsAgo(10) } }),
    ],
    'member-rewards-mixed': [
      seedUnit(611, { name: 'The Harbour Tearoom', addressLine1: '3 Quay Parade', town: 'Aberaeron', postcode: 'SA46 0BT', hygieneRating: { scheme: 'FHRS', value: '4', ratedOn: monthsAgo(11) } }),
      seedUnit(612, { name: 'Pritchard Pies Market Stall', addressLine1: 'Market Hall, Pier Street', town: 'Aberystwyth', postcode: 'SY23 2LS', businessTypeId: BUSINESS_TYPES['Market stall'], hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: monthsAgo(12) } }),
    ],
    'member-rewards-new': [seedUnit(621, { name: 'Spice Route Takeaway', addressLine1: '41 Rusholme Place', town: 'Manchester', postcode: 'M14 5TQ', businessTypeId: BUSINESS_TYPES.Takeaway, hygieneRating: { scheme: 'FHRS', value: '3', ratedOn: monthsAgo(13) } })],
    // Programme staff's sign-up queues (n = 700–749).
    'member-signups-pending': [
      seedUnit(701, { name: 'Hollins Hall Kitchen', addressLine1: '2 Mill Yard', town: 'Halifax', postcode: 'HX1 2AB', hygieneRating: { scheme: 'FHRS', value: '4', ratedOn: monthsAgo(6) } }),
      seedUnit(702, { name: 'Hollins Hall Events', addressLine1: 'The Barn, Hollins Lane', town: 'Halifax', postcode: 'HX2 9QT', businessTypeId: BUSINESS_TYPES.Catering, hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: monthsAgo(8) } }),
    ],
    'member-multi-site': Array.from({ length: 24 }, (_, index) => {
      const [town, outward] = TOWNS[index % TOWNS.length]!;
      return seedUnit(100 + index, {
        name: `Northern Plate ${town} ${Math.floor(index / TOWNS.length) + 1}`,
        addressLine1: `${index + 2} Market Street`,
        town,
        // A postcode of the real shape: the town's outward code, then a digit and two letters (BD1 2NP).
        postcode: `${outward} ${Math.floor(index / TOWNS.length) + 1}NP`,
        businessTypeId: index % 4 === 3 ? BUSINESS_TYPES['Staff canteen'] : BUSINESS_TYPES.Catering,
        hygieneRating: index % 5 === 4 ? null : { scheme: 'FHRS', value: (['5', '4', '5', '3'] as const)[index % 4]!, ratedOn: monthsAgo(1 + (index % 12)) },
        foodTypeIds: [FOOD_TYPES['Raw meat'], FOOD_TYPES['Cooked rice']],
        employees: 5 + index,
      });
    }),
  };
}

/**
 * The coffee-franchise product's unit, as the API creates it for a franchisee (spec §9): the configured
 * business type, food types and equipment types, marked as the franchise's.
 */
function franchiseUnit(today: Date): UnitPremises {
  return seedUnit(50, {
    name: 'Daily Grind Coffee – York Station',
    addressLine1: 'Station Road',
    town: 'York',
    postcode: 'YO24 1AB',
    isFranchiseUnit: true,
    ...structuredClone(FRANCHISE_UNIT_TYPES),
    localAuthorityRegisteredOn: day(subMonths(today, 3)),
    employees: 4,
  });
}

/** Members of the coffee-franchise product: the API creates their franchise unit. */
export const COFFEE_FRANCHISEES = ['member-coffee-franchise'];

export function seedUnits(today = new Date()): UnitsStore {
  const seeds = unitSeeds(today);
  const units = new Map<string, UnitPremises[]>();
  for (const account of DEMO_ACCOUNTS) {
    if (!account.membershipNumber) continue;
    const own = structuredClone(seeds[account.key] ?? []);
    if (COFFEE_FRANCHISEES.includes(account.key)) own.push(franchiseUnit(today));
    units.set(account.membershipNumber, own);
  }
  return { units, nextId: 1000 };
}

/** A seeded member's units, for tests. */
export const seededUnitsOf = (key: string) => seedUnits().units.get(demoAccount(key).membershipNumber!) ?? [];
