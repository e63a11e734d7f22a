import { Link } from 'react-router';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { useToday } from '@/components/dates/useToday';
import { useConfig } from '@/config/ConfigContext';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { riskAssessmentMatrix } from '@/domain/documents/riskAssessmentMatrix';
import { formatDate } from '@/domain/format/date';
import { isFranchiseUnit } from '@/domain/units/franchiseUnit';
import { describeRating, referenceText, unitAddress, type ReferenceItem, type UnitPremises } from '@/domain/units/unitPremises';
import { pathTo } from '@/config/paths';
import { StatusBadge } from '@/components/states/StatusBadge';
import { TableScrollBox } from '@/components/lists/TableScrollBox';

interface UnitsTableProps {
  units: UnitPremises[];
  documents: ComplianceDocumentSummary[];
  businessTypes: ReferenceItem[];
}

/** The member's units, open ones first: address, business type, hygiene rating and each risk assessment's status. */
export function UnitsTable({ units, documents, businessTypes }: UnitsTableProps) {
  const today = useToday();
  const { franchiseUnit } = useConfig();
  const rows = new Map(riskAssessmentMatrix(units, documents, today).map((row) => [row.unitId, row]));
  return (
    <TableScrollBox label="Your units, open units first">
      <table className="table align-top">
        <caption className="visually-hidden">Your units, open units first</caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">Business type</th>
            <th scope="col">Food hygiene rating</th>
            <th scope="col">Risk assessments</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => {
            const headingId = `unit-${unit.id}`;
            const cells = rows.get(unit.id)?.cells;
            return (
              <tr key={unit.id} className={unit.status === 'Closed' ? 'text-body-secondary' : undefined}>
                <th scope="row" id={headingId}>
                  <Link to={pathTo('unitDetails', { unitId: unit.id })}>{unit.name}</Link>
                  {isFranchiseUnit(unit, franchiseUnit) && <span className="badge text-bg-primary ms-2">Coffee franchise</span>}
                  {unit.status === 'Closed' && <StatusBadge tone="ended" className="ms-2">Closed</StatusBadge>}
                  <div className="small fw-normal">{unitAddress(unit)}</div>
                </th>
                <td>{referenceText(businessTypes, unit.businessTypeId)}</td>
                <td>
                  {describeRating(unit.hygieneRating)}
                  {unit.hygieneRating && <div className="small text-body-secondary">Inspected {formatDate(unit.hygieneRating.ratedOn)}</div>}
                </td>
                <td>
                  {cells ? (
                    <ul className="list-unstyled mb-0 small">
                      {cells.map((cell) => (
                        <li key={cell.type} className="mb-1">
                          {DOCUMENT_TYPE_INFO[cell.type].shortTitle}: <DocumentStatusBadge status={cell.status} />
                          {cell.coveredByBusiness && <span> (whole business)</span>}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="small">Closed: records kept</span>
                  )}
                </td>
                <td className="text-nowrap">
                  <Link to={pathTo('unitDetails', { unitId: unit.id })} className="me-3" aria-describedby={headingId}>
                    Details
                  </Link>
                  <Link to={pathTo('unitDocuments', { unitId: unit.id })} aria-describedby={headingId}>
                    Documents
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
