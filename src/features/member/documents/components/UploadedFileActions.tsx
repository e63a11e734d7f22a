import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { formatDate } from '@/domain/format/date';
import { formatFileSize } from '@/domain/format/fileSize';
import { useApiClient } from '@/api/ApiClientContext';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { downloadUploadedDocument } from '../api/download-uploaded-document';

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
  const api = useApiClient();
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
        <FileDownloadButton
          download={() => downloadUploadedDocument(api, membershipNumber, document.id)}
          fileName={upload.fileName}
          className="btn btn-sm btn-outline-primary"
          describedBy={describedBy}
        />
        {onUpload && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onUpload} aria-describedby={describedBy}>
            Replace
          </button>
        )}
      </div>
    </div>
  );
}
