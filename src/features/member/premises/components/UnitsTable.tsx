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
import { Cell } from '@/components/lists/Cell';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';
import { Pagination } from '@/components/lists/Pagination';
import { useListState } from '@/components/lists/useListState';
import type { ListDefinition } from '@/domain/lists/listQuery';
import { pageOfItems } from '@/domain/lists/pageOfItems';

interface UnitsTableProps {
  units: UnitPremises[];
  documents: ComplianceDocumentSummary[];
  businessTypes: ReferenceItem[];
}

const COLUMNS: DataTableColumn[] = [
  { key: 'unit', header: 'Unit' },
  { key: 'type', header: 'Business type' },
  { key: 'rating', header: 'Food hygiene rating' },
  { key: 'assessments', header: 'Risk assessments', phone: 'status' },
  { key: 'actions', header: <span className="visually-hidden">Actions</span>, label: 'Actions', phone: 'action', className: 'text-nowrap' },
];

/** The units, in the API's order (open ones first), 25 a page, the page in the address: all held in the browser and paged there. */
const UNITS_LIST: ListDefinition<'status', never> = { sorts: ['status'], filters: [], defaultSort: 'status', defaultDirection: 'asc' };

/** The member's units, open ones first: address, business type, hygiene rating and each risk assessment's status. */
export function UnitsTable({ units, documents, businessTypes }: UnitsTableProps) {
  const today = useToday();
  const { franchiseUnit } = useConfig();
  const list = useListState(UNITS_LIST);
  const current = pageOfItems(units, list.query.page, list.query.pageSize);
  const rows = new Map(riskAssessmentMatrix(units, documents, today).map((row) => [row.unitId, row]));
  return (
    <>
      <DataTable caption="Your units, open units first" columns={COLUMNS}>
            {current.items.map((unit) => {
              const headingId = `unit-${unit.id}`;
              const cells = rows.get(unit.id)?.cells;
              return (
                <tr key={unit.id} className={unit.status === 'Closed' ? 'text-body-secondary' : undefined}>
                  <Cell column="unit" rowHeader id={headingId}>
                    <Link to={pathTo('unitDetails', { unitId: unit.id })}>{unit.name}</Link>
                    {isFranchiseUnit(unit, franchiseUnit) && <span className="badge text-bg-primary ms-2">Coffee franchise</span>}
                    {unit.status === 'Closed' && <StatusBadge tone="ended" className="ms-2">Closed</StatusBadge>}
                    <div className="small fw-normal">{unitAddress(unit)}</div>
                  </Cell>
                  <Cell column="type">{referenceText(businessTypes, unit.businessTypeId)}</Cell>
                  <Cell column="rating">
                    {describeRating(unit.hygieneRating)}
                    {unit.hygieneRating && <div className="small text-body-secondary">Inspected {formatDate(unit.hygieneRating.ratedOn)}</div>}
                  </Cell>
                  <Cell column="assessments">
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
                  </Cell>
                  <Cell column="actions">
                    <Link to={pathTo('unitDetails', { unitId: unit.id })} className="me-3" aria-describedby={headingId}>
                      Details
                    </Link>
                    <Link to={pathTo('unitDocuments', { unitId: unit.id })} aria-describedby={headingId}>
                      Documents
                    </Link>
                  </Cell>
                </tr>
              );
            })}
      </DataTable>
      {current.pageCount > 1 && (
        <Pagination
          result={{ items: current.items, page: current.page, pageSize: list.query.pageSize, total: units.length }}
          onPage={list.setPage}
          label="Pages of units"
        />
      )}
    </>
  );
}
