import { Link } from 'react-router';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { useToday } from '@/components/dates/useToday';
import { documentFor, type ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { documentStatus } from '@/domain/documents/documentStatus';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@/domain/documents/documentTypes';
import { WHOLE_BUSINESS } from '@/domain/documents/riskAssessmentMatrix';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { unitAddress } from '@/domain/units/unitPremises';
import { documentHref } from '@/components/documents/documentLinks';
import { pathTo } from '@/config/paths';

interface ScopePickerProps {
  type: DocumentType;
  units: TradingUnit[];
  documents: ComplianceDocumentSummary[];
}

/** A risk assessment is made for one unit or for the whole business: the member picks which. */
export function ScopePicker({ type, units, documents }: ScopePickerProps) {
  const today = useToday();
  const info = DOCUMENT_TYPE_INFO[type];
  const open = units.filter((unit) => unit.status === 'Open');
  const choices = [
    ...open.map((unit) => ({ unitId: unit.id as string | null, name: unit.name, detail: unitAddress(unit) })),
    { unitId: null, name: WHOLE_BUSINESS, detail: 'One assessment covering every unit that has none of its own' },
  ];
  return (
    <section aria-labelledby="scope-heading">
      <h2 id="scope-heading" className="h4">
        Which is this assessment for?
      </h2>
      <p>{info.purpose}</p>
      <p>Make one for each unit, or one for the whole business. A unit's own assessment takes the place of the whole business's.</p>
      <ul className="list-group mb-3">
        {choices.map((choice) => (
          <li key={choice.unitId ?? 'business'} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <div className="me-auto">
              <Link to={documentHref(type, choice.unitId)} className="fw-semibold">
                {choice.name}
              </Link>
              <div className="small text-body-secondary">{choice.detail}</div>
            </div>
            <DocumentStatusBadge status={documentStatus(documentFor(documents, type, choice.unitId), today)} />
          </li>
        ))}
      </ul>
      {open.length === 0 && (
        <p>
          You have no units yet. <Link to={pathTo('newUnit')}>Add a unit</Link> to make an assessment for it.
        </p>
      )}
    </section>
  );
}
