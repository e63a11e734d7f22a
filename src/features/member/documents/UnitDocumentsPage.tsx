import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { toast } from '@/components/toasts/toast';
import { useMemberDocuments } from '@/api/get-member-documents';
import { useTradingUnit } from '@/api/get-trading-unit';
import { NoMemberInViewNotice } from '@/components/states/NoMemberInViewNotice';
import { useToday } from '@/components/dates/useToday';
import { documentFor, type ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { riskAssessmentMatrix } from '@/domain/documents/riskAssessmentMatrix';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { formatDate } from '@/domain/format/date';
import { isGuid } from '@/domain/id';
import { unitAddress, type UnitPremises } from '@/domain/units/unitPremises';
import { useDynamicPageName } from '@/components/navigation/dynamicPageName';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { MatrixCellContent } from './components/MatrixCellContent';
import { UploadDocumentModal, type UploadTarget } from './components/UploadDocumentModal';
import { UploadedFileActions } from './components/UploadedFileActions';

function UnitDocumentsTable({ membershipNumber, unit, documents }: { membershipNumber: string; unit: UnitPremises; documents: ComplianceDocumentSummary[] }) {
  const today = useToday();
  const [uploading, setUploading] = useState<UploadTarget | null>(null);
  const isOpen = unit.status === 'Open';
  // A closed unit has no row in the matrix (nothing is due for it): its documents still show, from its own records.
  const cells = riskAssessmentMatrix([{ ...unit, status: 'Open' }], documents, today)[0]!.cells;
  return (
    <>
      <div className="table-responsive">
        <table className="table align-top">
          <caption className="visually-hidden">{unit.name}'s risk assessments and uploaded files</caption>
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
        </table>
      </div>
      <UploadDocumentModal
        membershipNumber={membershipNumber}
        target={uploading}
        onClose={() => setUploading(null)}
        onUploaded={(fileName) => toast.success(`${fileName} has been uploaded.`)}
      />
    </>
  );
}

function UnitDocuments({ membershipNumber, unitId }: { membershipNumber: string; unitId: string }) {
  const unit = useTradingUnit(membershipNumber, unitId);
  const documents = useMemberDocuments(membershipNumber);
  useDynamicPageName(unit.data?.name);
  return (
    <DataLoad query={unit} loadingLabel="Loading the unit…">
      {(loaded) => (
        <>
          <section aria-labelledby="unit-documents-heading" className="mb-3">
            <h2 id="unit-documents-heading" className="h4">
              {loaded.name}
              {loaded.status === 'Closed' && <span className="badge text-bg-secondary align-middle ms-2">Closed</span>}
            </h2>
            <p className="text-body-secondary mb-2">{unitAddress(loaded)}</p>
            <p className="mb-0">
              The unit's own risk assessments, and any you have uploaded. Where it has none of its own, the whole business's covers it while that
              is in force. <Link to={pathTo('riskAssessments')}>See every unit's risk assessments</Link>.
            </p>
          </section>
          <DataLoad query={documents} loadingLabel="Loading the unit's documents…">
            {({ documents: list }) => <UnitDocumentsTable membershipNumber={membershipNumber} unit={loaded} documents={list} />}
          </DataLoad>
        </>
      )}
    </DataLoad>
  );
}

/** /unit-premises/{unitId}/documents: one unit's risk assessments and uploaded files. Another member's or an unknown unit is not found. */
export function UnitDocumentsPage() {
  const { unitId = '' } = useParams();
  const { membershipNumber } = useActingMember();
  if (!isGuid(unitId)) return <Navigate to={ERROR_PATHS.notFound} replace />;
  if (!membershipNumber) return <NoMemberInViewNotice area="Unit documents" />;
  return <UnitDocuments key={`${membershipNumber}-${unitId}`} membershipNumber={membershipNumber} unitId={unitId} />;
}
