import type { TradingUnit } from '../units/tradingUnit';
import type { ComplianceDocumentSummary } from './complianceDocument';
import { documentStatus, nextAction, recordInForce, STATUS_PRIORITY, type DocumentStatus, type NextAction } from './documentStatus';
import { DOCUMENT_TYPE_INFO, DOCUMENT_TYPES, type DocumentType } from './documentTypes';

export interface CompanyDocumentRow {
  type: DocumentType;
  /** null: the whole business. */
  unitId: string | null;
  /** The unit's name, or null for the whole business. */
  unitName: string | null;
  document?: ComplianceDocumentSummary;
  status: DocumentStatus;
  reviewDate?: string;
  action: NextAction;
  /** A risk assessment not started anywhere: its link asks which unit (or the whole business) it is for. */
  needsScope: boolean;
}

/**
 * Company Documents: the policy and COSHH for the whole business, and every risk assessment the member
 * has (for a unit or the whole business), or one "not started" line for a risk assessment they have
 * none of. Overdue first, then due for review, drafts, not started, current, closed units' last; then in the
 * documents' order.
 */
export function companyDocumentRows(documents: readonly ComplianceDocumentSummary[], units: readonly TradingUnit[], today: Date): CompanyDocumentRow[] {
  const unitName = (unitId: string | null) => (unitId === null ? null : (units.find((unit) => unit.id === unitId)?.name ?? 'A unit'));
  const isClosed = (unitId: string | null) => units.some((unit) => unit.id === unitId && unit.status === 'Closed');
  const row = (type: DocumentType, unitId: string | null, document: ComplianceDocumentSummary | undefined, needsScope = false): CompanyDocumentRow => ({
    type,
    unitId,
    unitName: unitName(unitId),
    document,
    status: documentStatus(document, today, isClosed(unitId)),
    reviewDate: recordInForce(document)?.reviewDate,
    action: nextAction(document, today, isClosed(unitId)),
    needsScope,
  });
  const rows = DOCUMENT_TYPES.flatMap((type) => {
    const ofType = documents.filter((document) => document.type === type);
    if (!DOCUMENT_TYPE_INFO[type].perUnit) return [row(type, null, ofType.find((document) => document.unitId === null))];
    return ofType.length ? ofType.map((document) => row(type, document.unitId, document)) : [row(type, null, undefined, true)];
  });
  return rows
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => STATUS_PRIORITY[a.entry.status] - STATUS_PRIORITY[b.entry.status] || a.order - b.order)
    .map(({ entry }) => entry);
}
