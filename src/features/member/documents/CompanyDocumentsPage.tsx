import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { toast } from '@/components/toasts/toast';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { useToday } from '@/components/dates/useToday';
import { Icon } from '@/components/icons/Icon';
import { useConfig } from '@/config/ConfigContext';
import { companyDocumentRows } from '@/domain/documents/companyDocumentRows';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { WHOLE_BUSINESS } from '@/domain/documents/riskAssessmentMatrix';
import { formatDate } from '@/domain/format/date';
import { grants } from '@/domain/permissions';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { documentHref } from '@/components/documents/documentLinks';
import { pathTo } from '@/config/paths';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useMemberInView } from '@/session/useMemberInView';
import { UploadDocumentModal, type UploadTarget } from './components/UploadDocumentModal';
import { TableSkeleton } from '@/components/states/Skeleton';
import { UploadedFileActions } from './components/UploadedFileActions';
import { Cell } from '@/components/lists/Cell';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';

interface DocumentsTableProps {
  membershipNumber: string;
  documents: ComplianceDocumentSummary[];
  units: TradingUnit[];
  onUpload: (target: UploadTarget) => void;
}

const COLUMNS: DataTableColumn[] = [
  { key: 'document', header: 'Document' },
  { key: 'status', header: 'Status', phone: 'status' },
  { key: 'signed', header: 'Last signed' },
  { key: 'review', header: 'Review by' },
  { key: 'action', header: 'Next action', phone: 'action' },
  { key: 'file', header: 'Uploaded file' },
];

function DocumentsTable({ membershipNumber, documents, units, onUpload }: DocumentsTableProps) {
  const today = useToday();
  const rows = companyDocumentRows(documents, units, today);
  return (
    <DataTable caption="Your company documents, overdue for review first" columns={COLUMNS}>
          {rows.map((row) => {
            const info = DOCUMENT_TYPE_INFO[row.type];
            const rowId = `document-${row.type}-${row.unitId ?? 'business'}`;
            const scopeName = row.unitName ?? WHOLE_BUSINESS.toLowerCase();
            const latest = row.document?.latestVersion;
            const unit = units.find((candidate) => candidate.id === row.unitId);
            const canUpload = !unit || unit.status === 'Open';
            return (
              <tr key={rowId}>
                <Cell column="document" rowHeader id={rowId}>
                  {info.title}
                  <div className="small fw-normal text-body-secondary">{row.needsScope ? 'For a unit or the whole business' : `For ${scopeName}`}</div>
                </Cell>
                <Cell column="status">
                  <DocumentStatusBadge status={row.status} />
                </Cell>
                <Cell column="signed">{latest ? `${formatDate(latest.signature.signedOn)} by ${latest.signature.name}` : <span className="text-body-secondary">Not signed yet</span>}</Cell>
                <Cell column="review">{row.reviewDate ? formatDate(row.reviewDate) : <span className="text-body-secondary">None</span>}</Cell>
                <Cell column="action">
                  <Link
                    to={row.needsScope ? pathTo(row.type) : documentHref(row.type, row.unitId)}
                    className={row.status === 'Overdue' || row.status === 'Review due' ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline-primary'}
                    aria-describedby={rowId}
                  >
                    {row.action}
                  </Link>
                </Cell>
                <Cell column="file">
                  <UploadedFileActions
                    membershipNumber={membershipNumber}
                    document={row.document}
                    describedBy={rowId}
                    onUpload={canUpload ? () => onUpload({ type: row.type, unitId: row.unitId, scopeName, replaces: row.document?.upload?.fileName }) : undefined}
                  />
                </Cell>
              </tr>
            );
          })}
    </DataTable>
  );
}

function CompanyDocuments() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [{ data: documents }, { data: units }] = useSuspenseQueries({
    queries: [getMemberDocumentsQueryOptions(api, membershipNumber), getUnitChoicesQueryOptions(api, membershipNumber)],
  });
  const [uploading, setUploading] = useState<UploadTarget | null>(null);
  return (
    <>
      <DocumentsTable membershipNumber={membershipNumber} documents={documents.documents} units={units} onUpload={setUploading} />
      <UploadDocumentModal
        membershipNumber={membershipNumber}
        target={uploading}
        onClose={() => setUploading(null)}
        onUploaded={(fileName) => toast.success(`${fileName} has been uploaded.`)}
      />
    </>
  );
}

/** /documents/company (needsMember): the five company documents, what to do next with each, and uploads of existing ones. */
export function CompanyDocumentsPage() {
  const { permissions } = useMemberSession();
  const { links } = useConfig();
  const sendDocuments = grants(permissions, 'sendCompanyDocuments') ? links.sendDocuments : undefined;
  return (
    <>
      <section aria-labelledby="documents-intro-heading" className="mb-4 col-xl-10">
        <h2 id="documents-intro-heading" className="h4">
          Your company documents
        </h2>
        <p>
          Build each document here, question by question, then sign it; or upload one you already have (PDF, Word or a photo). Review each at
          least every 12 months, and after any big change. Anything overdue for review is listed first.
        </p>
        <p>
          <Link to={pathTo('inspectionPack')}>Inspection pack</Link>:{' '}
          <span className="text-body-secondary">these documents, your risk assessments, training matrix and gas records in one document to print for an inspector.</span>
        </p>
        {sendDocuments && (
          <p className="mb-0">
            <a href={sendDocuments} className="d-inline-flex align-items-center gap-1">
              Send documents to us <Icon name="external" />
            </a>{' '}
            <span className="text-body-secondary">for the association to check or keep on file.</span>
          </p>
        )}
      </section>
      <Suspense fallback={<TableSkeleton label="Loading your documents…" rows={6} columns={6} lines={3} headerLines={2} />}>
        <CompanyDocuments />
      </Suspense>
    </>
  );
}
