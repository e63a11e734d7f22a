import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getDocumentQueryOptions } from '@/api/get-document';
import { useToday } from '@/components/dates/useToday';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { SectionAnswers } from '@/components/documents/SectionAnswers';
import { EmptyState } from '@/components/states/EmptyState';
import { LoadingState } from '@/components/states/LoadingState';
import { companyDocumentRows } from '@/domain/documents/companyDocumentRows';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { documentStatus } from '@/domain/documents/documentStatus';
import { DOCUMENT_TYPE_INFO, RISK_ASSESSMENT_TYPES, type DocumentType } from '@/domain/documents/documentTypes';
import { WHOLE_BUSINESS } from '@/domain/documents/riskAssessmentMatrix';
import { formatDate } from '@/domain/format/date';
import { INSPECTION_RESULT_LABELS, type UnitGasSafety } from '@/domain/gas/gasSafety';
import { CELL_STATUS_LABELS } from '@/domain/training/trainingMatrix';
import { traineeName } from '@/domain/training/trainee';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useMemberInView } from '@/session/useMemberInView';
import { inspectionPackQueries } from './inspectionPackPageData';

const RISK_TYPES: readonly DocumentType[] = RISK_ASSESSMENT_TYPES;

const SECTIONS = [
  { id: 'pack-company-documents', title: 'Company documents' },
  { id: 'pack-risk-assessments', title: 'Risk assessments' },
  { id: 'pack-training', title: 'Training matrix' },
  { id: 'pack-gas', title: 'Gas records' },
] as const;

/** Whether a record belongs in the pack: everything for the whole business; for a unit, its own and the whole business's. */
const inScope = (unitId: string | null, recordUnitId: string | null) => unitId === null || recordUnitId === null || recordUnitId === unitId;

function PackSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="inspection-pack__section">
      <h2 id={`${id}-heading`} className="h3">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CompanyDocumentsSection({ documents, units, unitId }: { documents: ComplianceDocumentSummary[]; units: TradingUnit[]; unitId: string | null }) {
  const today = useToday();
  const rows = companyDocumentRows(documents, units, today).filter((row) => inScope(unitId, row.unitId));
  return (
    <table className="table table-sm align-top">
      <caption className="visually-hidden">Company documents in the pack</caption>
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">For</th>
          <th scope="col">Status</th>
          <th scope="col">Last signed</th>
          <th scope="col">Review by</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const latest = row.document?.latestVersion;
          return (
            <tr key={`${row.type}-${row.unitId ?? 'business'}`}>
              <th scope="row">{DOCUMENT_TYPE_INFO[row.type].title}</th>
              <td>{row.needsScope ? 'Not started for any unit' : (row.unitName ?? WHOLE_BUSINESS)}</td>
              <td>
                <DocumentStatusBadge status={row.status} />
              </td>
              <td>{latest ? `${formatDate(latest.signature.signedOn)} by ${latest.signature.name}` : 'Not signed yet'}</td>
              <td>{row.reviewDate ? formatDate(row.reviewDate) : 'None'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Each risk assessment in the pack: its signed version's parts and answers, or what state it is in. */
function RiskAssessmentsSection({ documents, units, unitId }: { documents: ComplianceDocumentSummary[]; units: TradingUnit[]; unitId: string | null }) {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const today = useToday();
  const assessments = documents.filter((document) => RISK_TYPES.includes(document.type) && inScope(unitId, document.unitId));
  const signed = assessments.filter((document) => document.latestVersion);
  const full = useSuspenseQueries({ queries: signed.map((document) => getDocumentQueryOptions(api, membershipNumber, document.id)) });
  if (!assessments.length) return <EmptyState headingLevel={3} title={unitId ? 'No risk assessments for this unit' : 'No risk assessments yet'} />;
  const unitName = (id: string | null) => (id === null ? WHOLE_BUSINESS : (units.find((unit) => unit.id === id)?.name ?? 'A unit'));
  return assessments.map((summary) => {
    const info = DOCUMENT_TYPE_INFO[summary.type];
    const definition = DOCUMENT_DEFINITIONS[summary.type];
    const version = full[signed.indexOf(summary)]?.data.versions[0];
    const title = `${info.title}: ${unitName(summary.unitId)}`;
    return (
      <article key={summary.id} aria-label={title} className="inspection-pack__document">
        <h3 className="h4">{title}</h3>
        {version ? (
          <>
            <p>
              Version {version.version}, signed {formatDate(version.signature.signedOn)} by {version.signature.name}, {version.signature.role}. Review
              by {formatDate(version.reviewDate)}.
            </p>
            {definition.sections.map((section) => (
              <SectionAnswers key={section.id} section={section} answers={version.answers[section.id]} headingLevel={4} />
            ))}
          </>
        ) : (
          <p>
            Not signed yet: <DocumentStatusBadge status={documentStatus(summary, today)} />
          </p>
        )}
      </article>
    );
  });
}

function TrainingSection({ unitId }: { unitId: string | null }) {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const { permissions } = useMemberSession();
  const { training } = inspectionPackQueries(api, membershipNumber, permissions, unitId);
  if (!training) return <EmptyState headingLevel={3} title="Training records are not part of this membership" />;
  return <TrainingMatrixTable queries={training} unitId={unitId} />;
}

/** Every active trainee of the pack's scope against each course, as the server works their standing out. */
function TrainingMatrixTable({ queries, unitId }: { queries: NonNullable<ReturnType<typeof inspectionPackQueries>['training']>; unitId: string | null }) {
  const [{ data: courses }, { data: standings }] = useSuspenseQueries({ queries });
  if (!standings.items.length) return <EmptyState headingLevel={3} title={unitId ? 'No trainees at this unit' : 'No trainees yet'} />;
  const columns = standings.courseIds.flatMap((id) => courses.find((course) => course.id === id) ?? []);
  return (
    <table className="table table-sm table-bordered align-top inspection-pack__matrix">
      <caption className="visually-hidden">Training matrix: each trainee against each course</caption>
      <thead>
        <tr>
          <th scope="col">Trainee</th>
          {columns.map((course) => (
            <th scope="col" key={course.id}>
              {course.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {standings.items.map((row) => (
          <tr key={row.trainee.id}>
            <th scope="row">{traineeName(row.trainee)}</th>
            {row.cells.map((cell) => (
              <td key={cell.courseId}>
                {CELL_STATUS_LABELS[cell.status]}
                {cell.expiresOn && <div className="small">Expires {formatDate(cell.expiresOn)}</div>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GasSection({ gas, units, unitId }: { gas: UnitGasSafety[]; units: TradingUnit[]; unitId: string | null }) {
  const records = gas
    .filter((entry) => unitId === null || entry.unitId === unitId)
    .flatMap((entry) => entry.records.map((record) => ({ record, unitName: units.find((unit) => unit.id === entry.unitId)?.name ?? 'A unit' })));
  if (!records.length) return <EmptyState headingLevel={3} title={unitId ? 'No gas records for this unit' : 'No gas records yet'} />;
  return (
    <table className="table table-sm align-top">
      <caption className="visually-hidden">Gas safety records, newest first for each unit</caption>
      <thead>
        <tr>
          <th scope="col">Unit</th>
          <th scope="col">Inspected</th>
          <th scope="col">Engineer</th>
          <th scope="col">Result</th>
          <th scope="col">Defects and actions</th>
        </tr>
      </thead>
      <tbody>
        {records.map(({ record, unitName }) => (
          <tr key={record.id}>
            <th scope="row">{unitName}</th>
            <td>{formatDate(record.inspectedOn)}</td>
            <td>
              {record.engineerName}, {record.engineerBusiness} (Gas Safe {record.gasSafeNumber})
            </td>
            <td>{INSPECTION_RESULT_LABELS[record.result]}</td>
            <td>{[record.defects, record.actions].filter(Boolean).join(' ') || 'None'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InspectionPack() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const { permissions } = useMemberSession();
  const today = useToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const [{ data: documents }, { data: units }, { data: gas }] = useSuspenseQueries({ queries: inspectionPackQueries(api, membershipNumber, permissions, null).base });
  const asked = searchParams.get('unit');
  const unit = units.find((candidate) => candidate.id === asked) ?? null;
  const unitId = unit?.id ?? null;
  const scopeName = unit ? unit.name : WHOLE_BUSINESS;
  return (
    <div className="inspection-pack">
      <div className="d-print-none d-flex flex-wrap gap-3 align-items-end mb-4">
        <div>
          <label htmlFor="pack-unit" className="form-label">
            Pack for
          </label>
          <select
            id="pack-unit"
            className="form-select"
            value={unitId ?? ''}
            onChange={(event) => setSearchParams(event.target.value ? { unit: event.target.value } : {}, { replace: true })}
          >
            <option value="">The whole business</option>
            {units.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print the pack
        </button>
        <span className="small text-body-secondary">To save a PDF, choose "Save as PDF" as the printer.</span>
      </div>
      <header className="inspection-pack__cover">
        <p className="h2 d-none d-print-block">Inspection pack</p>
        <p className="h3">{documents.businessName}</p>
        <p>
          {unit ? `${unit.name}, ${unit.addressLine1}, ${unit.town} ${unit.postcode}` : `${WHOLE_BUSINESS}: every unit`} · Printed on {formatDate(today)}
        </p>
        <nav aria-labelledby="pack-contents-heading">
          <h2 id="pack-contents-heading" className="h4">
            Contents
          </h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      <PackSection {...SECTIONS[0]}>
        <CompanyDocumentsSection documents={documents.documents} units={units} unitId={unitId} />
      </PackSection>
      <PackSection {...SECTIONS[1]}>
        <Suspense fallback={<LoadingState label="Loading the risk assessments…" />}>
          <RiskAssessmentsSection documents={documents.documents} units={units} unitId={unitId} />
        </Suspense>
      </PackSection>
      <PackSection {...SECTIONS[2]}>
        <Suspense fallback={<LoadingState label="Loading the training records…" />}>
          <TrainingSection unitId={unitId} />
        </Suspense>
      </PackSection>
      <PackSection {...SECTIONS[3]}>
        <GasSection gas={gas} units={units} unitId={unitId} />
      </PackSection>
      <p className="small text-body-secondary mt-4">
        {documents.businessName} · {scopeName} · Inspection pack printed on {formatDate(today)}
      </p>
    </div>
  );
}

/** /documents/inspection-pack (needsMember): the company documents, risk assessments, training matrix and gas records of a unit or the whole business, to print for an inspector. */
export function InspectionPackPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the inspection pack…" />}>
      <InspectionPack />
    </Suspense>
  );
}
