import { formatFileSize } from '@/domain/format/fileSize';

/** Under a file field: the file the form will send, its size, and a way to take it off before sending. */
export function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2 small">
      <span>
        Chosen: <strong>{file.name}</strong> ({formatFileSize(file.size)})
      </span>
      <button type="button" className="btn btn-sm btn-link p-0" onClick={onRemove}>
        Remove file
      </button>
    </div>
  );
}
