import { Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { toast } from '@/components/toasts/toast';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getTradingUnitQueryOptions } from '@/api/get-trading-unit';
import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';
import { useToday } from '@/components/dates/useToday';
import { documentFor, type ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { unitRiskAssessments } from '@/domain/documents/riskAssessmentMatrix';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { formatDate } from '@/domain/format/date';
import { guidOrEmpty } from '@/domain/id';
import { unitAddress, type UnitPremises } from '@/domain/units/unitPremises';
import { useDynamicPageName } from '@/components/navigation/dynamicPageName';
import { pathTo } from '@/config/paths';
import { useMemberInView } from '@/session/useMemberInView';
import { MatrixCellContent } from './components/MatrixCellContent';
import { SkeletonTable } from '@/components/states/SkeletonTable';
import { UploadDocumentModal, type UploadTarget } from './components/UploadDocumentModal';
import { UploadedFileActions } from './components/UploadedFileActions';
import { StatusBadge } from '@/components/states/StatusBadge';
import { TableFrame } from '@/components/lists/TableFrame';

function UnitDocumentsTable({ membershipNumber, unit, documents }: { membershipNumber: string; unit: UnitPremises; documents: ComplianceDocumentSummary[] }) {
  const today = useToday();
  const [uploading, setUploading] = useState<UploadTarget | null>(null);
  const isOpen = unit.status === 'Open';
  // A closed unit has no row in the matrix (nothing is due for it): its documents still show, from its own records.
  const cells = unitRiskAssessments(unit, documents, today);
  return (
    <>
      <TableFrame caption={`${unit.name}'s risk assessments and uploaded files`} className="align-top">
        <thead>
          <tr>
            <th scope="col">Risk assessment</th>
            <th scope="col">Status</th>
            <th scope="col">Last signed</th>
            <th scope="col">Uploaded file</th>
          </tr>
        </thead>
        <tbody>
          {cells.map((cell) => {
            const own = documentFor(documents, cell.type, unit.id);
            const rowId = `unit-document-${cell.type}`;
            const latest = own?.latestVersion;
            return (
              <tr key={cell.type}>
                <th scope="row" id={rowId}>
                  {DOCUMENT_TYPE_INFO[cell.type].title}
                </th>
                <td>
                  <MatrixCellContent cell={cell} rowName={unit.name} />
                </td>
                <td>{latest ? `${formatDate(latest.signature.signedOn)} by ${latest.signature.name}, version ${latest.version}` : <span className="text-body-secondary">Not signed yet</span>}</td>
                <td>
                  <UploadedFileActions
                    membershipNumber={membershipNumber}
                    document={own}
                    describedBy={rowId}
                    onUpload={isOpen ? () => setUploading({ type: cell.type, unitId: unit.id, scopeName: unit.name, replaces: own?.upload?.fileName }) : undefined}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableFrame>
      <UploadDocumentModal
        membershipNumber={membershipNumber}
        target={uploading}
        onClose={() => setUploading(null)}
        onUploaded={(fileName) => toast.success(`${fileName} has been uploaded.`)}
      />
    </>
  );
}

function UnitDocuments({ unitId }: { unitId: string }) {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [{ data: unit }, { data: documents }] = useSuspenseQueries({
    queries: [getTradingUnitQueryOptions(api, membershipNumber, unitId), getMemberDocumentsQueryOptions(api, membershipNumber)],
  });
  useDynamicPageName(unit.name);
  return (
    <>
      <section aria-labelledby="unit-documents-heading" className="mb-3">
        <h2 id="unit-documents-heading" className="h4">
          {unit.name}
          {unit.status === 'Closed' && <StatusBadge tone="ended" className="align-middle ms-2">Closed</StatusBadge>}
        </h2>
        <p className="text-body-secondary mb-2">{unitAddress(unit)}</p>
        <UnitDocumentsIntro />
        <p className="mt-2 mb-0">
          <Link to={`${pathTo('inspectionPack')}?unit=${unit.id}`}>Inspection pack for {unit.name}</Link>
        </p>
      </section>
      <UnitDocumentsTable membershipNumber={membershipNumber} unit={unit} documents={documents.documents} />
    </>
  );
}

function UnitDocumentsIntro() {
  return (
    <p className="mb-0">
      The unit's own risk assessments, and any you have uploaded. Where it has none of its own, the whole business's covers it while that is
      in force. <Link to={pathTo('riskAssessments')}>See every unit's risk assessments</Link>.
    </p>
  );
}

/** The unit's name, address and table still to come, in their places and sizes. */
function UnitDocumentsSkeleton() {
  return (
    <Skeleton label="Loading the unit…">
      <div className="mb-3">
        <SkeletonLine width="35%" size="lg" />
        <SkeletonLine width="55%" />
        <SkeletonLine width="100%" />
        <SkeletonLine width="70%" />
      </div>
      <SkeletonTable columns={4} rows={3} lines={2} />
    </Skeleton>
  );
}

/**
 * /unit-premises/{unitId}/documents (needsMember): one unit's risk assessments and uploaded files. An id
 * that is not a GUID (spec §3) is not looked up; another member's or an unknown unit is not found.
 */
export function UnitDocumentsPage() {
  const unitId = guidOrEmpty(useParams().unitId);
  if (!unitId) return <Navigate to={ERROR_PATHS.notFound} replace />;
  return (
    <Suspense key={unitId} fallback={<UnitDocumentsSkeleton />}>
      <UnitDocuments unitId={unitId} />
    </Suspense>
  );
}
