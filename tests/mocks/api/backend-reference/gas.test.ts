import { describe, expect, it } from 'vitest';
import type { UnitGasSafety } from '../../../../src/domain/gas/gasSafety';
import { gasSafetySummary } from './gas';

const day = (iso: string) => new Date(`${iso}T00:00:00`);

describe('the gas summary of the dashboard', () => {
  const unit = (unitId: string, gasSupply: UnitGasSafety['gasSupply'], inspectedOn?: string): UnitGasSafety => ({
    unitId,
    gasSupply,
    appliances: [],
    records: inspectedOn ? [{ id: unitId, unitId, inspectedOn, engineerName: '', engineerBusiness: '', gasSafeNumber: '', result: 'Pass', defects: '', actions: '', certificate: null, recordedOn: '' }] : [],
  });
  it('counts units with gas that are due, overdue or never inspected', () => {
    const today = day('2026-03-01');
    expect(
      gasSafetySummary([unit('a', 'Mains', '2025-09-01'), unit('b', 'LPG', '2025-03-20'), unit('c', 'Mains', '2025-01-01'), unit('d', 'LPG'), unit('e', 'None')], today),
    ).toEqual({ unitsWithGas: 4, inspectionsDueSoon: 1, inspectionsOverdue: 2 });
  });
});
