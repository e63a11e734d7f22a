import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useFileContent } from '@/components/forms/useFileContent';
import { Skeleton, SkeletonBlock } from '@/components/states/Skeleton';
import { isShowableImage, type FileContent } from '@/domain/files/fileContent';
import { MIME_TYPE_OF } from '@/domain/files/fileSignature';
import { formatFileSize } from '@/domain/format/fileSize';
import { PartBoundary } from '@/session/PartBoundary';
import { getClaimReceiptQueryOptions } from '../api/get-claim-receipt';
import { ReceiptPdfPages } from './ReceiptPdfPages';

interface ReceiptViewerProps {
  claimReference: string;
  receipt: { name: string; type: string; size: number };
}

/**
 * Points an element at the receipt through an object URL that lives exactly as long as the element:
 * made when it mounts or the file changes, revoked when it unmounts or the file changes.
 */
function useObjectUrlRef<Element extends HTMLImageElement | HTMLAnchorElement>(blob: Blob | undefined) {
  return useCallback(
    (element: Element | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      if (element instanceof HTMLAnchorElement) element.href = url;
      else element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

type Showing = 'image' | 'pdf' | 'download';

/**
 * The bytes again, typed by what they are rather than by what the API said: the browser then renders an
 * image or a PDF only when it is one, and anything else only as a download (never inline, where an HTML
 * file behind a same-origin blob: address could run).
 */
function typedReceipt(blob: Blob | undefined, content: FileContent | undefined): { showing: Showing; file: Blob } | undefined {
  if (!blob || !content) return undefined;
  if (isShowableImage(content)) return { showing: 'image', file: new Blob([blob], { type: MIME_TYPE_OF[content.kind!] }) };
  // A PDF is never opened here (its scripts would run): its pages come as images, the file as a download.
  if (content.kind === 'pdf') return { showing: 'pdf', file: new Blob([blob], { type: 'application/octet-stream' }) };
  return { showing: 'download', file: new Blob([blob], { type: 'application/octet-stream' }) };
}

const receiptPlaceholder = (
  <Skeleton label="Loading the receipt…">
    <SkeletonBlock height="16rem" />
  </Skeleton>
);

/**
 * The receipt beside the lines: a photo fits the column and zooms to full size (scrolling within its
 * frame); a PDF shows as the API's images of its pages (ReceiptPdfPages), never in the browser's own PDF
 * viewer, where a member's scripts would run, and is offered as a download; anything else, or an image too
 * large to open, is offered as a download only. The file loads and may
 * fail on its own: the rest of the claim can still be read and decided.
 */
export function ReceiptViewer({ claimReference, receipt }: ReceiptViewerProps) {
  return (
    <section aria-labelledby="receipt-heading" className="card">
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h3 id="receipt-heading" className="h6 mb-0 me-auto">
          Receipt
        </h3>
        <span className="small text-body-secondary">
          {receipt.name} ({formatFileSize(receipt.size)})
        </span>
      </div>
      <div className="card-body">
        <PartBoundary failedTitle="The receipt could not be loaded" fallback={receiptPlaceholder}>
          <ReceiptFile claimReference={claimReference} receipt={receipt} />
        </PartBoundary>
      </div>
    </section>
  );
}

function ReceiptFile({ claimReference, receipt }: ReceiptViewerProps) {
  const { data: file } = useSuspenseQuery(getClaimReceiptQueryOptions(useApiClient(), claimReference));
  const content = useFileContent(file);
  const typed = useMemo(() => typedReceipt(file, content), [file, content]);
  const imageRef = useObjectUrlRef<HTMLImageElement>(typed?.file);
  const downloadRef = useObjectUrlRef<HTMLAnchorElement>(typed?.file);
  const [zoomed, setZoomed] = useState(false);

  // Its first bytes are read before anything is shown, so nothing is rendered as what it is not.
  if (!typed) return receiptPlaceholder;
  if (typed.showing === 'download') {
    return (
      <>
        <p className="small text-body-secondary">This file is not a photo or PDF the portal can show here, so it is offered as a download only.</p>
        <a ref={downloadRef} className="btn btn-outline-primary" href="#receipt" download={receipt.name}>
          Download the receipt
        </a>
      </>
    );
  }
  if (typed.showing === 'pdf') {
    return (
      <>
        <Suspense fallback={receiptPlaceholder}>
          <ReceiptPdfPages claimReference={claimReference} />
        </Suspense>
        <a ref={downloadRef} className="btn btn-outline-primary mt-2" href="#receipt" download={receipt.name}>
          Download the receipt (PDF)
        </a>
      </>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-outline-primary btn-sm mb-2" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
        {zoomed ? 'Fit to the column' : 'Zoom to full size'}
      </button>
      <div className="border rounded overflow-auto" style={{ maxHeight: '70vh' }} tabIndex={0} aria-label="Receipt image">
        <img ref={imageRef} alt={`Receipt for claim ${claimReference}`} className={zoomed ? undefined : 'img-fluid'} style={zoomed ? { maxWidth: 'none' } : undefined} />
      </div>
    </>
  );
}
