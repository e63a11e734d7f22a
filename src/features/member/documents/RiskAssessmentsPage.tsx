import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { useToday } from '@/components/dates/useToday';
import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO, RISK_ASSESSMENT_TYPES } from '@/domain/documents/documentTypes';
import { matrixTasks, riskAssessmentMatrix, type MatrixTask } from '@/domain/documents/riskAssessmentMatrix';
import { formatDate } from '@/domain/format/date';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { documentHref } from '@/components/documents/documentLinks';
import { pathTo } from '@/config/paths';
import { useMemberInView } from '@/session/useMemberInView';
import { MatrixCellContent } from './components/MatrixCellContent';
import { SkeletonTable } from '@/components/states/SkeletonTable';
import { TableFrame } from '@/components/lists/TableFrame';

function taskText({ row, cell }: MatrixTask): string {
  const title = DOCUMENT_TYPE_INFO[cell.type].title;
  const review = cell.reviewDate ? formatDate(cell.reviewDate) : '';
  switch (cell.status) {
    case 'Overdue':
      return `${title} for ${row.name}: review was due on ${review}`;
    case 'Review due':
      return `${title} for ${row.name}: review by ${review}`;
    case 'Draft':
      return `${title} for ${row.name}: finish and sign the draft`;
    default:
      return `${title} for ${row.name}: none yet`;
  }
}

function ToDoList({ tasks }: { tasks: MatrixTask[] }) {
  return (
    <section aria-labelledby="todo-heading" className="card mb-4">
      <div className="card-body">
        <h2 id="todo-heading" className="h5">
          What needs doing first
        </h2>
        {tasks.length === 0 ? (
          <p className="mb-0">Every unit has its risk assessments in force. Nothing needs doing now.</p>
        ) : (
          <ol className="mb-0 ps-3">
            {tasks.map((task) => (
              <li key={`${task.cell.type}-${task.row.unitId ?? 'business'}`} className="mb-2">
                <DocumentStatusBadge status={task.cell.status} /> {taskText(task)}.{' '}
                <Link to={documentHref(task.cell.type, task.cell.unitId)}>
                  {task.cell.action}{' '}
                  <span className="visually-hidden">
                    {DOCUMENT_TYPE_INFO[task.cell.type].title} for {task.row.name}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function Matrix({ units, documents }: { units: TradingUnit[]; documents: ComplianceDocumentSummary[] }) {
  const today = useToday();
  const rows = riskAssessmentMatrix(units, documents, today);
  const hasUnits = rows.length > 1;
  return (
    <>
      <ToDoList tasks={matrixTasks(rows)} />
      <section aria-labelledby="matrix-heading">
        <h2 id="matrix-heading" className="h5">
          Risk assessments by unit
        </h2>
        {!hasUnits && (
          <p>
            You have no open units. <Link to={pathTo('newUnit')}>Add a unit</Link> to make its risk assessments, or make them for the whole business.
          </p>
        )}
        <TableFrame caption="Each unit's food safety, health and safety, and fire risk assessments" className="align-top">
          <thead>
            <tr>
              <th scope="col">Unit</th>
              {RISK_ASSESSMENT_TYPES.map((type) => (
                <th key={type} scope="col">
                  {DOCUMENT_TYPE_INFO[type].title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.unitId ?? 'business'}>
                <th scope="row">
                  {row.unitId ? <Link to={pathTo('unitDocuments', { unitId: row.unitId })}>{row.name}</Link> : row.name}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.type}>
                    <MatrixCellContent cell={cell} rowName={row.name} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </section>
    </>
  );
}

function RiskAssessments() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [{ data: units }, { data: documents }] = useSuspenseQueries({
    queries: [getUnitChoicesQueryOptions(api, membershipNumber), getMemberDocumentsQueryOptions(api, membershipNumber)],
  });
  return <Matrix units={units} documents={documents.documents} />;
}

/** The to-do card and the matrix still to come, in their places and sizes. */
function RiskAssessmentsSkeleton() {
  return (
    <Skeleton label="Loading your risk assessments…">
      <div className="card mb-4" style={{ minHeight: '14rem' }}>
        <div className="card-body">
          <SkeletonLine width="25%" size="lg" />
          {['75%', '70%', '60%', '65%', '60%'].map((width, index) => (
            <SkeletonLine key={index} width={width} />
          ))}
        </div>
      </div>
      <SkeletonLine width="25%" size="lg" />
      <SkeletonTable columns={RISK_ASSESSMENT_TYPES.length + 1} rows={3} lines={3} headerLines={2} />
    </Skeleton>
  );
}

/** /documents/risk-assessments (needsMember): units × the three risk assessments, what needs doing first at the top. */
export function RiskAssessmentsPage() {
  return (
    <>
      <p className="col-xl-10">
        Each unit needs a food safety, a health and safety and a fire risk assessment: its own, or one for the whole business. Review each at
        least every 12 months.
      </p>
      <Suspense fallback={<RiskAssessmentsSkeleton />}>
        <RiskAssessments />
      </Suspense>
    </>
  );
}
