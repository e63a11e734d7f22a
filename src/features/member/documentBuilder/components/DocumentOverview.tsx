import { Link, useNavigate } from 'react-router';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { useToday } from '@/components/dates/useToday';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentDefinition } from '@/domain/documents/definition';
import { documentStatus, recordInForce } from '@/domain/documents/documentStatus';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { formatDate } from '@/domain/format/date';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { documentHref } from '@/components/documents/documentLinks';
import { useStartReview } from '../api/start-review';
import { actionErrorMessage } from './actionErrorMessage';
import { ScopeLine } from './ScopeLine';
import { VersionHistory } from './VersionHistory';

export interface DocumentScope {
  unit?: TradingUnit;
  businessName: string;
}

interface DocumentOverviewProps {
  membershipNumber: string;
  definition: DocumentDefinition;
  document: ComplianceDocument;
  scope: DocumentScope;
}

const savedAt = (iso: string) => `${formatDate(iso)} at ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;

/** A document's page: where it stands, the next thing to do with it, and every signed version. */
export function DocumentOverview({ membershipNumber, definition, document, scope }: DocumentOverviewProps) {
  const today = useToday();
  const navigate = useNavigate();
  const review = useStartReview(membershipNumber, document.id);
  const info = DOCUMENT_TYPE_INFO[definition.type];
  const status = documentStatus(document, today);
  const inForce = recordInForce(document);
  const latest = document.versions[0];
  const editHref = documentHref(definition.type, document.unitId, { kind: 'edit' });
  const startReview = () =>
    review
      .mutateAsync()
      .then(() => navigate(editHref))
      .catch(() => undefined); // shown from review.error

  return (
    <div className="col-xl-10">
      <section aria-labelledby="document-status-heading" className="card mb-4">
        <div className="card-body">
          <h2 id="document-status-heading" className="h4 d-flex flex-wrap align-items-center gap-2">
            {info.title} <DocumentStatusBadge status={status} />
          </h2>
          <ScopeLine unit={scope.unit} businessName={scope.businessName} />
          {inForce?.kind === 'signed' && latest && (
            <p className="mb-2">
              Version {latest.version}, signed by {latest.signature.name} ({latest.signature.role}) on {formatDate(latest.signature.signedOn)}.
              Review by <strong>{formatDate(latest.reviewDate)}</strong>.
            </p>
          )}
          {inForce?.kind === 'uploaded' && document.upload && (
            <p className="mb-2">
              The uploaded file {document.upload.fileName} is in force: review by <strong>{formatDate(document.upload.reviewDate)}</strong>.
            </p>
          )}
          {status === 'Overdue' && <p className="text-danger-emphasis mb-2">The review date has passed: review the document and sign a new version.</p>}
          {status === 'Review due' && <p className="mb-2">The review date is within 30 days: review the document and sign a new version.</p>}
          {document.draft && (
            <p className="mb-2">
              {document.draft.basedOnVersion ? `A review of version ${document.draft.basedOnVersion} is in progress` : 'A draft is in progress'}: last saved{' '}
              {savedAt(document.draft.savedOn)}.
            </p>
          )}
          <div className="d-flex flex-wrap gap-2 mt-3">
            {document.draft ? (
              <Link to={editHref} className="btn btn-primary">
                {document.draft.basedOnVersion ? 'Continue the review' : 'Continue'}
              </Link>
            ) : (
              latest && (
                <button type="button" className={status === 'Current' ? 'btn btn-outline-primary' : 'btn btn-primary'} onClick={startReview} disabled={review.isPending}>
                  {review.isPending && <ButtonSpinner />}
                  Review and update
                </button>
              )
            )}
            {latest && (
              <>
                <Link to={documentHref(definition.type, document.unitId, { kind: 'version', version: latest.version })} className="btn btn-outline-primary">
                  View version {latest.version}
                </Link>
                <Link to={documentHref(definition.type, document.unitId, { kind: 'print', version: latest.version })} className="btn btn-outline-primary">
                  Print or save as PDF
                </Link>
              </>
            )}
          </div>
          {review.error && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {actionErrorMessage(review.error, 'We could not start the review.')}
            </div>
          )}
        </div>
      </section>
      <VersionHistory definition={definition} document={document} />
    </div>
  );
}
