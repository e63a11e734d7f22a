import type { TradingUnit } from '../units/tradingUnit';
import { documentFor, type ComplianceDocumentSummary } from './complianceDocument';
import { documentStatus, isInForce, nextAction, recordInForce, STATUS_PRIORITY, type DocumentStatus, type NextAction } from './documentStatus';
import { RISK_ASSESSMENT_TYPES, type RiskAssessmentType } from './documentTypes';

export interface MatrixCell {
  type: RiskAssessmentType;
  /** The row's unit; null for the whole business. */
  unitId: string | null;
  status: DocumentStatus;
  /** The unit has none of its own, and the whole-business assessment (in force) covers it. */
  coveredByBusiness: boolean;
  /** The review date of what is in force, when something is. */
  reviewDate?: string;
  /** For the row's own document (a covered unit can still have its own made). */
  action: NextAction;
}

export interface MatrixRow {
  unitId: string | null;
  name: string;
  cells: MatrixCell[];
}

export const WHOLE_BUSINESS = 'Whole business';

function cellFor(type: RiskAssessmentType, unitId: string | null, documents: readonly ComplianceDocumentSummary[], today: Date, unitClosed = false): MatrixCell {
  const own = documentFor(documents, type, unitId);
  const ownStatus = documentStatus(own, today, unitClosed);
  const action = nextAction(own, today, unitClosed);
  if (unitId !== null && !unitClosed && ownStatus === 'Not started') {
    const business = documentFor(documents, type, null);
    const businessStatus = documentStatus(business, today);
    if (isInForce(businessStatus))
      return { type, unitId, status: businessStatus, coveredByBusiness: true, reviewDate: recordInForce(business)?.reviewDate, action };
  }
  return { type, unitId, status: ownStatus, coveredByBusiness: false, reviewDate: recordInForce(own)?.reviewDate, action };
}

/**
 * Risk Assessments: each open unit × the three risk assessments, then the whole business. A unit
 * without its own assessment is covered by the whole business's while that is in force.
 */
export function riskAssessmentMatrix(units: readonly TradingUnit[], documents: readonly ComplianceDocumentSummary[], today: Date): MatrixRow[] {
  const rows: MatrixRow[] = units
    .filter((unit) => unit.status === 'Open')
    .map((unit) => ({ unitId: unit.id, name: unit.name, cells: RISK_ASSESSMENT_TYPES.map((type) => cellFor(type, unit.id, documents, today)) }));
  rows.push({ unitId: null, name: WHOLE_BUSINESS, cells: RISK_ASSESSMENT_TYPES.map((type) => cellFor(type, null, documents, today)) });
  return rows;
}

/** One unit's own row, open or closed: a closed unit's documents show as kept ('Unit closed'), never due. */
export function unitRiskAssessments(unit: TradingUnit, documents: readonly ComplianceDocumentSummary[], today: Date): MatrixCell[] {
  return RISK_ASSESSMENT_TYPES.map((type) => cellFor(type, unit.id, documents, today, unit.status === 'Closed'));
}

export interface MatrixTask {
  row: MatrixRow;
  cell: MatrixCell;
}

/**
 * What needs doing first: overdue, then due for review, then drafts, then units with nothing in force.
 * The whole business's assessment is optional while the member has units, so its unstarted cells are not tasks then.
 */
export function matrixTasks(rows: readonly MatrixRow[]): MatrixTask[] {
  const hasUnits = rows.some((row) => row.unitId !== null);
  return rows
    .flatMap((row) => row.cells.map((cell) => ({ row, cell })))
    .filter(({ row, cell }) => cell.status !== 'Current' && !(hasUnits && row.unitId === null && cell.status === 'Not started'))
    .sort((a, b) => STATUS_PRIORITY[a.cell.status] - STATUS_PRIORITY[b.cell.status]);
}
