import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { formatDate } from '@/domain/format/date';
import { formatFileSize } from '@/domain/format/fileSize';
import { useDownloadUploadedDocument } from '../api/download-uploaded-document';

interface UploadedFileActionsProps {
  membershipNumber: string;
  document: ComplianceDocumentSummary | undefined;
  /** Opens the upload form (for a first file or a replacement); absent where nothing may be uploaded (a closed unit). */
  onUpload?: () => void;
  /** Names the row for screen readers: "Upload, Health & Safety Policy". */
  describedBy: string;
}

/** A document's uploaded file: its name and size (§9 format), download, replace; or a way to upload one. */
export function UploadedFileActions({ membershipNumber, document, onUpload, describedBy }: UploadedFileActionsProps) {
  const download = useDownloadUploadedDocument(membershipNumber);
  const upload = document?.upload;
  if (!upload)
    return onUpload ? (
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onUpload} aria-describedby={describedBy}>
        Upload
      </button>
    ) : (
      <span className="text-body-secondary small">None</span>
    );
  return (
    <div className="small">
      <div>
        {upload.fileName} ({formatFileSize(upload.size)})
      </div>
      <div className="text-body-secondary">
        Uploaded {formatDate(upload.uploadedOn)}, review by {formatDate(upload.reviewDate)}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-1">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => download.mutate({ documentId: document.id, fileName: upload.fileName })}
          disabled={download.isPending}
          aria-describedby={describedBy}
        >
          {download.isPending ? 'Downloading…' : 'Download'}
        </button>
        {onUpload && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onUpload} aria-describedby={describedBy}>
            Replace
          </button>
        )}
      </div>
      {download.isError && (
        <p className="text-danger mt-1 mb-0" role="alert">
          The file could not be downloaded. Please try again.
        </p>
      )}
    </div>
  );
}
