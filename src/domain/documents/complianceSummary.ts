import type { DocumentType, RiskAssessmentType } from './documentTypes';

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
  /** Each type signed or uploaded at least once (business or unit), in force or not: the "Get started" checklist. */
  documentTypesMade: DocumentType[];
}
