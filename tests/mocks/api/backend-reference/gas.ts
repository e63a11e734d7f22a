// TEST DOUBLE, never shipped: the API's rules for gas safety: the gas supplies and inspection results it
// accepts, and the gas half of the dashboard's summary it works out. The portal shows their results.
import {
  GAS_SUPPLIES,
  INSPECTION_RESULTS,
  inspectionStatus,
  latestRecord,
  type GasSafetySummary,
  type GasSupply,
  type InspectionResult,
  type UnitGasSafety,
} from '../../../../src/domain/gas/gasSafety';

export const isGasSupply = (value: unknown): value is GasSupply => GAS_SUPPLIES.some((supply) => supply === value);

export const isInspectionResult = (value: unknown): value is InspectionResult => INSPECTION_RESULTS.some((result) => result === value);

/** The gas half of the dashboard's summary, over open units that have gas. */
export function gasSafetySummary(units: readonly UnitGasSafety[], today: Date): GasSafetySummary {
  const statuses = units.filter((unit) => unit.gasSupply !== 'None').map((unit) => inspectionStatus(latestRecord(unit.records), today));
  return {
    unitsWithGas: statuses.length,
    inspectionsDueSoon: statuses.filter((status) => status === 'dueSoon').length,
    inspectionsOverdue: statuses.filter((status) => status === 'overdue' || status === 'noRecord').length,
  };
}
