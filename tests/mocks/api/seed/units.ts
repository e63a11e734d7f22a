// TEST DOUBLE, never shipped: the demo members' trading units (premises).
import type { TradingUnit } from '../../../../src/domain/units/tradingUnit';
import { DEMO_ACCOUNTS, demoAccount } from '../../data/demoAccounts';

/** The units slice of the simulator's store: each member's units, by membership number. */
export interface UnitsStore {
  units: Map<string, TradingUnit[]>;
}

export const unitId = (n: number) => `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;

const unit = (n: number, fields: Partial<TradingUnit> & Pick<TradingUnit, 'name' | 'town' | 'postcode'>): TradingUnit => ({
  id: unitId(n),
  addressLine1: `${n} High Street`,
  status: 'Open',
  isFranchiseUnit: false,
  ...fields,
});

/** Who has which units; everyone else has none yet. */
const UNIT_SEEDS: Record<string, TradingUnit[]> = {
  'member-active': [
    unit(1, { name: 'The Larder Café', addressLine1: '12 Church Street', town: 'Harrogate', postcode: 'HG1 1AA' }),
    unit(2, { name: 'Larder Street Food Van', addressLine1: 'Unit 4, Station Yard', town: 'Harrogate', postcode: 'HG1 5DD' }),
  ],
  'member-training': [
    unit(5001, { name: 'Harbour Kitchen', addressLine1: '3 Pier Road', town: 'Whitby', postcode: 'YO21 3PT' }),
    unit(5002, { name: 'Harbour Kitchen Takeaway', addressLine1: '18 Church Street', town: 'Whitby', postcode: 'YO22 4AE' }),
    unit(5003, { name: 'Harbour Catering Trailer', addressLine1: 'Yard 2, Spital Bridge', town: 'Whitby', postcode: 'YO22 4EF' }),
    unit(5004, { name: 'Old Pier Kiosk', addressLine1: 'West Pier', town: 'Whitby', postcode: 'YO21 3PU', status: 'Closed' }),
  ],
  'member-training-empty': [
    unit(5101, { name: 'Valley Tearoom', addressLine1: '7 Bridge Street', town: 'Llangollen', postcode: 'LL20 8PF' }),
    unit(5102, { name: 'Valley Tearoom Events', addressLine1: 'The Old Mill', town: 'Llangollen', postcode: 'LL20 8AA' }),
  ],
  // Rewards sign-ups name the units an account buys for (issue 13: n = 600–629).
  'member-rewards-everything': [
    unit(601, { name: 'Okafor Kitchen', addressLine1: '7 Canal Wharf', town: 'Leeds', postcode: 'LS11 5PS' }),
    unit(602, { name: 'Okafor Kitchen Catering', addressLine1: 'Unit 12, Holbeck Trading Estate', town: 'Leeds', postcode: 'LS11 9BT' }),
  ],
  'member-rewards-mixed': [
    unit(611, { name: 'The Harbour Tearoom', addressLine1: '3 Quay Parade', town: 'Aberaeron', postcode: 'SA46 0BT' }),
    unit(612, { name: 'Pritchard Pies Market Stall', addressLine1: 'Market Hall, Pier Street', town: 'Aberystwyth', postcode: 'SY23 2LS' }),
  ],
  'member-rewards-new': [unit(621, { name: 'Spice Route Takeaway', addressLine1: '41 Rusholme Place', town: 'Manchester', postcode: 'M14 5TQ' })],
};

export function seedUnits(): UnitsStore {
  const units = new Map<string, TradingUnit[]>();
  for (const account of DEMO_ACCOUNTS) {
    if (!account.membershipNumber) continue;
    units.set(account.membershipNumber, structuredClone(UNIT_SEEDS[account.key] ?? []));
  }
  return { units };
}

/** A seeded member's units, for tests. */
export const seededUnitsOf = (key: string) => seedUnits().units.get(demoAccount(key).membershipNumber!) ?? [];
