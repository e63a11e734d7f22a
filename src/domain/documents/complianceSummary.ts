import { compareAsc, parseISO } from 'date-fns';
import type { TradingUnit } from '../units/tradingUnit';
import type { ComplianceDocumentSummary } from './complianceDocument';
import { documentStatus, recordInForce } from './documentStatus';
import type { DocumentType, RiskAssessmentType } from './documentTypes';
import { riskAssessmentMatrix } from './riskAssessmentMatrix';

export interface DocumentDue {
  documentId: string;
  type: DocumentType;
  unitId: string | null;
  /** null: the whole business. */
  unitName: string | null;
  status: 'Overdue' | 'Review due';
  reviewDate: string;
}

export interface UnitWithoutRiskAssessment {
  unitId: string;
  unitName: string;
  /** The risk assessments with nothing in force for the unit (its own or the whole business's). */
  missing: RiskAssessmentType[];
}

/** GET /members/{n}/compliance/summary: what the dashboard card lists. */
export interface ComplianceSummary {
  documentsDue: DocumentDue[];
  unitsWithoutRiskAssessment: UnitWithoutRiskAssessment[];
  /** How many units are open: none means nothing above can be listed yet. */
  openUnitCount: number;
}

/** Documents overdue or due for review (overdue first, then by date), and open units lacking a risk assessment in force. */
export function complianceSummary(units: readonly TradingUnit[], documents: readonly ComplianceDocumentSummary[], today: Date): ComplianceSummary {
  const openUnits = units.filter((unit) => unit.status === 'Open');
  const unitName = (unitId: string | null) => (unitId === null ? null : (openUnits.find((unit) => unit.id === unitId)?.name ?? undefined));

  const documentsDue = documents
    .flatMap((document): DocumentDue[] => {
      const status = documentStatus(document, today);
      const name = unitName(document.unitId);
      // A closed unit's documents are kept, but nothing is due for a unit that no longer trades.
      if ((status !== 'Overdue' && status !== 'Review due') || name === undefined) return [];
      return [{ documentId: document.id, type: document.type, unitId: document.unitId, unitName: name, status, reviewDate: recordInForce(document)!.reviewDate }];
    })
    .sort((a, b) => Number(a.status !== 'Overdue') - Number(b.status !== 'Overdue') || compareAsc(parseISO(a.reviewDate), parseISO(b.reviewDate)));

  const unitsWithoutRiskAssessment = riskAssessmentMatrix(openUnits, documents, today).flatMap((row): UnitWithoutRiskAssessment[] => {
    if (row.unitId === null) return [];
    const missing = row.cells.filter((cell) => cell.status !== 'Current' && cell.status !== 'Review due').map((cell) => cell.type);
    return missing.length ? [{ unitId: row.unitId, unitName: row.name, missing }] : [];
  });

  return { documentsDue, unitsWithoutRiskAssessment, openUnitCount: openUnits.length };
}
