import { Link, useNavigate } from 'react-router';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import type { UploadedDocumentFile } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@/domain/documents/documentTypes';
import { formatDate } from '@/domain/format/date';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { documentHref } from '@/components/documents/documentLinks';
import { pathTo } from '@/config/paths';
import { useCreateDocument } from '../api/create-document';
import { actionErrorMessage } from './actionErrorMessage';
import { ScopeLine } from './ScopeLine';

interface StartDocumentProps {
  membershipNumber: string;
  type: DocumentType;
  unit?: TradingUnit;
  upload: UploadedDocumentFile | null;
}

/** A document not started yet: what it is, and the button that starts its first draft. */
export function StartDocument({ membershipNumber, type, unit, upload }: StartDocumentProps) {
  const navigate = useNavigate();
  const create = useCreateDocument(membershipNumber);
  const info = DOCUMENT_TYPE_INFO[type];
  const isClosed = unit?.status === 'Closed';
  // mutateAsync, not mutate's callbacks: once created, this screen gives way to the document's own, and the move to the builder must still happen.
  const start = () =>
    create
      .mutateAsync({ type, unitId: unit?.id ?? null })
      .then((document) => navigate(documentHref(type, document.unitId, { kind: 'edit' })))
      .catch(() => undefined); // shown from create.error

  return (
    <section aria-labelledby="start-heading" className="col-lg-9">
      <h2 id="start-heading" className="h4">
        {upload ? `Build your ${info.title} here` : `Start your ${info.title}`}
      </h2>
      <ScopeLine unit={unit} businessName="" />
      <p>{info.purpose}</p>
      {upload && (
        <p>
          You uploaded {upload.fileName} on {formatDate(upload.uploadedOn)} (review by {formatDate(upload.reviewDate)}). You can also build the
          document here: once signed, the newer of the two counts.
        </p>
      )}
      <p>
        We ask the questions one part at a time and save your answers as you go, so you can stop and come back. When every part is done, you
        sign it and set the date to review it by (12 months by default). You can print it or save it as a PDF.
      </p>
      {isClosed ? (
        <p className="alert alert-secondary">This unit is closed, so no new documents can be made for it.</p>
      ) : (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <button type="button" className="btn btn-primary" onClick={start} disabled={create.isPending}>
            {create.isPending && <ButtonSpinner />}
            Start
          </button>
          {!upload && (
            <span>
              or <Link to={unit ? pathTo('unitDocuments', { unitId: unit.id }) : pathTo('companyDocuments')}>upload one you already have</Link>
            </span>
          )}
        </div>
      )}
      {create.error && (
        <div className="alert alert-danger mt-3" role="alert">
          {actionErrorMessage(create.error, 'We could not start the document.')}
        </div>
      )}
    </section>
  );
}
