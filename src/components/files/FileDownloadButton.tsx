import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { formatFileSize } from '@/domain/format/fileSize';
import { ButtonSpinner } from '../modals/ButtonSpinner';
import { Icon } from '../icons/Icon';
import { saveFile } from './saveFile';

export interface FileDownloadButtonProps {
  /** Fetches the file (through the API loader, responseType 'blob'). */
  download: () => Promise<Blob>;
  fileName: string;
  size?: number;
  /** The button's visible words, e.g. 'Download'. */
  label?: string;
  /** Said to screen readers after the label, e.g. "Ben Carter's Level 2 Food Hygiene certificate". */
  describes: string;
  className?: string;
}

export const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded. Please try again.';

/** Downloads a kept file; a spinner while it comes, and a message beside it if it cannot. */
export function FileDownloadButton({ download, fileName, size, label = 'Download', describes, className = 'btn btn-sm btn-outline-primary text-nowrap' }: FileDownloadButtonProps) {
  const errorId = useId();
  const fetchFile = useMutation({ mutationFn: download, onSuccess: (blob) => saveFile(blob, fileName) });
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={className}
        onClick={() => fetchFile.mutate()}
        disabled={fetchFile.isPending}
        aria-describedby={fetchFile.isError ? errorId : undefined}
        // The name starts with the visible words (WCAG 2.5.3) and says which file it is.
        aria-label={`${label} ${describes}${size !== undefined ? ` (${formatFileSize(size)})` : ''}`}
      >
        {fetchFile.isPending ? <ButtonSpinner /> : <Icon name="file" className="me-1" />}
        {label}
      </button>
      {fetchFile.isError && (
        <span id={errorId} role="alert" className="text-danger small">
          {DOWNLOAD_FAILED_MESSAGE}
        </span>
      )}
    </span>
  );
}
