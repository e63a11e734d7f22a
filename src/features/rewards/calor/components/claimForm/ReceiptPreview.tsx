import { useCallback } from 'react';
import { Icon } from '@/components/icons/Icon';
import { useFileContent } from '@/components/forms/useFileContent';
import { isShowableImage } from '@/domain/files/fileContent';
import { formatFileSize } from '@/domain/format/fileSize';

interface ReceiptPreviewProps {
  file: File;
  /** The photo as chosen, when it was scaled down before upload. */
  original?: File;
  onReplace: () => void;
  onRemove: () => void;
}

/**
 * What the member attached: a thumbnail for an image (by its bytes, within the pixel limit, so nothing huge
 * or disguised is decoded), the name and size otherwise (spec §9 file size).
 * The thumbnail's object URL lives exactly as long as its <img>: made when it mounts or the file changes,
 * revoked when it unmounts or the file changes, so no file stays pinned in memory.
 */
export function ReceiptPreview({ file, original, onReplace, onRemove }: ReceiptPreviewProps) {
  const showThumbnail = isShowableImage(useFileContent(file));
  const attachObjectUrl = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 border rounded p-3 mt-3">
      {showThumbnail ? (
        <img ref={attachObjectUrl} alt={`Preview of ${file.name}`} className="rounded border" style={{ maxHeight: '8rem', maxWidth: '12rem', objectFit: 'contain' }} />
      ) : (
        <span className="fs-1 text-body-secondary">
          <Icon name="file" />
        </span>
      )}
      <div className="me-auto">
        <p className="fw-semibold mb-0 text-break">{file.name}</p>
        <p className="small text-body-secondary mb-0">
          {original
            ? `Made smaller to send quickly: ${formatFileSize(original.size)} → ${formatFileSize(file.size)}`
            : formatFileSize(file.size)}
        </p>
      </div>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onReplace}>
          Replace receipt
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRemove}>
          Remove receipt
        </button>
      </div>
    </div>
  );
}
