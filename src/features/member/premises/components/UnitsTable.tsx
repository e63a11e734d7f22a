import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { useToday } from '@/components/dates/useToday';
import { useConfig } from '@/config/ConfigContext';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { riskAssessmentMatrix } from '@/domain/documents/riskAssessmentMatrix';
import { formatDate } from '@/domain/format/date';
import type { Paged } from '@/domain/lists/listQuery';
import { isFranchiseUnit } from '@/domain/units/franchiseUnit';
import { describeRating, referenceText, unitAddress, type ReferenceItem, type UnitPremises } from '@/domain/units/unitPremises';
import type { UnitsFilter, UnitsSort } from '@/domain/units/unitsList';
import { pathTo } from '@/config/paths';
import { StatusBadge } from '@/components/states/StatusBadge';
import { EmptyState } from '@/components/states/EmptyState';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import type { ListState } from '@/components/lists/useListState';

interface UnitsTableProps {
  result: UseQueryResult<Paged<UnitPremises>>;
  list: ListState<UnitsSort, UnitsFilter>;
  documents: ComplianceDocumentSummary[];
  businessTypes: ReferenceItem[];
}

const headingId = (unit: UnitPremises) => `unit-${unit.id}`;

/** The member's units, open ones first, one page from the server: address, business type, hygiene rating and each risk assessment's status. */
export function UnitsTable({ result, list, documents, businessTypes }: UnitsTableProps) {
  const today = useToday();
  const { franchiseUnit } = useConfig();
  // Only the page's units: each one's three risk assessments, from the member's documents.
  const rows = new Map(riskAssessmentMatrix(result.data?.items ?? [], documents, today).map((row) => [row.unitId, row]));
  const columns: Column<UnitPremises, UnitsSort>[] = [
    {
      header: 'Unit',
      isRowHeader: true,
      cell: (unit) => (
        <>
          <Link id={headingId(unit)} to={pathTo('unitDetails', { unitId: unit.id })}>
            {unit.name}
          </Link>
          {isFranchiseUnit(unit, franchiseUnit) && <span className="badge text-bg-primary ms-2">Coffee franchise</span>}
          {unit.status === 'Closed' && <StatusBadge tone="ended" className="ms-2">Closed</StatusBadge>}
          <div className="small fw-normal">{unitAddress(unit)}</div>
        </>
      ),
    },
    { header: 'Business type', cell: (unit) => referenceText(businessTypes, unit.businessTypeId) },
    {
      header: 'Food hygiene rating',
      cell: (unit) => (
        <>
          {describeRating(unit.hygieneRating)}
          {unit.hygieneRating && <div className="small text-body-secondary">Inspected {formatDate(unit.hygieneRating.ratedOn)}</div>}
        </>
      ),
    },
    {
      header: 'Risk assessments',
      phone: 'status',
      cell: (unit) => {
        const cells = rows.get(unit.id)?.cells;
        return cells ? (
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
        );
      },
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      phone: 'action',
      className: 'text-nowrap',
      cell: (unit) => (
        <>
          <Link to={pathTo('unitDetails', { unitId: unit.id })} className="me-3" aria-describedby={headingId(unit)}>
            Details
          </Link>
          <Link to={pathTo('unitDocuments', { unitId: unit.id })} aria-describedby={headingId(unit)}>
            Documents
          </Link>
        </>
      ),
    },
  ];
  return (
    <ServerTable
      caption="Your units, open units first"
      result={result}
      columns={columns}
      rowKey={(unit) => unit.id}
      rowClassName={(unit) => (unit.status === 'Closed' ? 'text-body-secondary' : undefined)}
      query={list.query}
      onSort={list.setSort}
      onPage={list.setPage}
      loadingLabel="Loading your units…"
      errorTitle="Your units could not be loaded"
      empty={
        <EmptyState
          icon="search"
          title="No units match"
          message="Try another name, town or postcode, or clear the filters."
          action={
            <button type="button" className="btn btn-outline-primary" onClick={list.clearFilters}>
              Clear filters
            </button>
          }
        />
      }
    />
  );
}
