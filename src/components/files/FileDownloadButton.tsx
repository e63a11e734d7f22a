import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatFileSize } from '@/domain/format/fileSize';
import { ButtonSpinner } from '../modals/ButtonSpinner';
import { Icon } from '../icons/Icon';
import { saveFile } from './saveFile';

export interface FileDownloadButtonProps {
  /** Fetches the file (through the API loader, responseType 'blob'), or makes it (a CSV export), telling `progress` how far a long one has got. */
  download: (progress: (done: number, total: number) => void) => Promise<Blob>;
  /** How far a long download has got, in words, e.g. (300, 1200) => 'Exporting 300 of 1,200 units…'; shown and announced while it comes. */
  progressText?: (done: number, total: number) => string;
  fileName: string;
  size?: number;
  /** The button's visible words, e.g. 'Download'. */
  label?: string;
  /** Said to screen readers after the label, e.g. "Ben Carter's Level 2 Food Hygiene certificate"; without it the name is the label. */
  describes?: string;
  /** Ids of what else describes the button (the row it is in, a note on the file's forms). */
  describedBy?: string;
  /** What to say when the file cannot be had, e.g. a refusal's reason; by default DOWNLOAD_FAILED_MESSAGE. */
  failureMessage?: (error: Error) => string;
  disabled?: boolean;
  className?: string;
}

export const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded. Please try again.';

/**
 * The one download control: a spinner while the file comes, then the browser saves it; if it cannot be had,
 * the reason is said beside the button (never a toast, which passes and is read out of place) and the button
 * is described by it until the next try.
 */
export function FileDownloadButton({
  download,
  fileName,
  size,
  label = 'Download',
  describes,
  describedBy,
  failureMessage = () => DOWNLOAD_FAILED_MESSAGE,
  progressText,
  disabled = false,
  className = 'btn btn-sm btn-outline-primary text-nowrap',
}: FileDownloadButtonProps) {
  const errorId = useId();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const fetchFile = useMutation({
    mutationFn: () => {
      setProgress(undefined);
      return download((done, total) => setProgress({ done, total }));
    },
    onSuccess: (blob) => saveFile(blob, fileName),
  });
  const sized = size !== undefined ? ` (${formatFileSize(size)})` : '';
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={className}
        onClick={() => fetchFile.mutate()}
        disabled={disabled || fetchFile.isPending}
        aria-describedby={[describedBy, fetchFile.isError && errorId].filter(Boolean).join(' ') || undefined}
        // The name starts with the visible words (WCAG 2.5.3) and says which file it is.
        aria-label={describes ? `${label} ${describes}${sized}` : undefined}
      >
        {fetchFile.isPending ? <ButtonSpinner /> : <Icon name="file" className="me-1" />}
        {label}
      </button>
      {progressText && (
        // Present before the words come, so screen readers announce them.
        <span aria-live="polite" className="small text-body-secondary">
          {fetchFile.isPending && progress ? progressText(progress.done, progress.total) : ''}
        </span>
      )}
      {fetchFile.isError && (
        <span id={errorId} role="alert" className="text-danger small">
          {failureMessage(fetchFile.error)}
        </span>
      )}
    </span>
  );
}
