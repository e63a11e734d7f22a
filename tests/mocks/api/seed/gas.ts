// TEST DOUBLE, never shipped: the demo members' gas supplies, appliances and gas safety records (CP42),
// relative to today's date, so "in date", "due" and "overdue" stay true.
import { addDays, formatISO, subDays, subMonths } from 'date-fns';
import type { GasSupply, InspectionResult } from '../../../../src/domain/gas/gasSafety';
import { formatApiDate } from '../../../../src/domain/format/date';
import { DEMO_ACCOUNTS } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { demoPdf, type StoredBytes } from './demoFiles';
import { unitId } from './units';

/** The gas slice of the simulator's store, as the contract's shapes: what the calls answer. */
export interface GasStore {
  /** By membership number: the units whose gas details are recorded. */
  units: Map<string, ApiSchemas['UnitGasSafety'][]>;
  /** The gas safety records' files, by record id. */
  files: Map<string, StoredBytes>;
  nextId: number;
}

const applianceId = (n: number) => `a9911a00-0000-4000-8000-${String(n).padStart(12, '0')}`;
const recordId = (n: number) => `9a5e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface RecordSeed {
  /** Inspected this long ago. */
  months: number;
  days?: number;
  engineerName: string;
  engineerBusiness: string;
  gasSafeNumber: string;
  result: InspectionResult;
  defects?: string;
  actions?: string;
}

interface UnitSeed {
  unit: number;
  gasSupply: GasSupply;
  appliances: [name: string, location: string, interlocked: boolean][];
  records: RecordSeed[];
}

const PRICE_GAS = { engineerName: 'Dan Price', engineerBusiness: 'Price Gas Services Ltd', gasSafeNumber: '4123567' };
const COAST_GAS = { engineerName: 'Rhiannon Lewis', engineerBusiness: 'Coast Commercial Gas', gasSafeNumber: '612345' };

const GAS_SEEDS: Record<string, UnitSeed[]> = {
  'member-active': [
    {
      unit: 1,
      gasSupply: 'Mains',
      appliances: [
        ['Six-burner range with oven', 'Main kitchen, under the canopy', true],
        ['Combi oven', 'Main kitchen', true],
        ['Chargrill', 'Main kitchen, under the canopy', true],
      ],
      records: [
        { months: 4, ...PRICE_GAS, result: 'Pass' },
        {
          months: 16,
          ...PRICE_GAS,
          result: 'PassWithAdvice',
          defects: 'Canopy interlock test button missing its label (not to current standards).',
          actions: 'Label fitted at the next visit.',
        },
      ],
    },
    {
      unit: 2,
      gasSupply: 'LPG',
      appliances: [
        ['Two-burner hob', 'Serving side of the van', false],
        ['Flat griddle', 'Serving side of the van', false],
      ],
      // Due in 18 days: the portal shows it as due.
      records: [{ months: 12, days: -18, ...COAST_GAS, result: 'Pass' }],
    },
  ],
  'member-training': [
    {
      unit: 5001,
      gasSupply: 'Mains',
      appliances: [
        ['Six-burner range', 'Kitchen, under the canopy', true],
        ['Twin-tank fryer', 'Kitchen, under the canopy', true],
        ['Combi oven', 'Kitchen', true],
      ],
      records: [{ months: 3, ...COAST_GAS, result: 'Pass' }],
    },
    {
      unit: 5002,
      gasSupply: 'Mains',
      appliances: [
        ['Twin-tank fryer', 'Front counter, under the canopy', true],
        ['Bain-marie', 'Front counter', false],
      ],
      records: [
        { months: 12, days: -15, ...COAST_GAS, result: 'Pass' },
        { months: 24, days: -12, ...COAST_GAS, result: 'Pass' },
      ],
    },
    {
      unit: 5003,
      gasSupply: 'LPG',
      appliances: [['Four-burner hob', 'Trailer kitchen', false]],
      records: [
        {
          months: 13,
          ...PRICE_GAS,
          result: 'PassWithAdvice',
          defects: "The hob's flame failure device is slow to shut off the gas.",
          actions: 'Thermocouple to be replaced at the next visit.',
        },
      ],
    },
    {
      unit: 5004,
      gasSupply: 'LPG',
      appliances: [['Single-burner boiling ring', 'Kiosk counter', false]],
      records: [{ months: 26, ...PRICE_GAS, result: 'Pass' }],
    },
  ],
};

export function seedGas(today = new Date()): GasStore {
  const store: GasStore = { units: new Map(), files: new Map(), nextId: 1000 };
  let appliances = 0;
  let records = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (!account.membershipNumber) continue;
    const units = (GAS_SEEDS[account.key] ?? []).map((seed): ApiSchemas['UnitGasSafety'] => ({
      unitId: unitId(seed.unit),
      gasSupply: seed.gasSupply,
      appliances: seed.appliances.map(([name, location, interlocked]): ApiSchemas['GasAppliance'] => ({ id: applianceId(++appliances), name, location, interlocked })),
      records: seed.records.map((record): ApiSchemas['GasSafetyRecord'] => {
        const id = recordId(++records);
        const inspectedOn = subDays(subMonths(today, record.months), record.days ?? 0);
        const file = demoPdf(['Gas safety record (commercial catering)', `Inspected on ${formatApiDate(inspectedOn)}`, record.engineerBusiness, `Gas Safe ${record.gasSafeNumber}`]);
        store.files.set(id, file);
        return {
          id,
          unitId: unitId(seed.unit),
          inspectedOn: formatApiDate(inspectedOn),
          engineerName: record.engineerName,
          engineerBusiness: record.engineerBusiness,
          gasSafeNumber: record.gasSafeNumber,
          result: record.result,
          defects: record.defects ?? '',
          actions: record.actions ?? '',
          certificate: { name: `gas-safety-record-${formatApiDate(inspectedOn)}.pdf`, contentType: file.contentType, size: file.bytes.byteLength },
          recordedOn: formatISO(addDays(inspectedOn, 1)),
        };
      }),
    }));
    store.units.set(account.membershipNumber, units);
  }
  return store;
}
