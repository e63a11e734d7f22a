import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '@/api/ApiClientContext';
import { getClaimReceiptPageQueryOptions } from '../api/get-claim-receipt-page';
import { getClaimReceiptPagesQueryOptions } from '../api/get-claim-receipt-pages';

interface ReceiptPdfPagesProps {
  claimReference: string;
}

/**
 * A PDF receipt as the API renders it: one image per page, never the PDF itself. A member's PDF may carry
 * scripts; opened in the browser's own viewer they would run in staff's browsers, with staff's trust (a fake
 * "session expired, call…" prompt). Each page keeps its size while its image comes, so nothing moves.
 */
export function ReceiptPdfPages({ claimReference }: ReceiptPdfPagesProps) {
  const { data: pages } = useSuspenseQuery(getClaimReceiptPagesQueryOptions(useApiClient(), claimReference));
  const shown = pages.items.length;
  return (
    <>
      <div className="border rounded overflow-auto bg-body-tertiary p-2" style={{ maxHeight: '70vh' }} tabIndex={0} aria-label="Receipt pages">
        <ol className="list-unstyled mb-0 d-grid gap-2">
          {pages.items.map((page) => (
            <li key={page.number}>
              <ReceiptPdfPage claimReference={claimReference} page={page} total={pages.total} />
            </li>
          ))}
        </ol>
      </div>
      {pages.total > shown && (
        <p className="small text-body-secondary mt-2 mb-0">
          The first {shown} of its {pages.total} pages are shown here. Download the receipt to read the rest.
        </p>
      )}
    </>
  );
}

function ReceiptPdfPage({ claimReference, page, total }: { claimReference: string; page: { number: number; width: number; height: number }; total: number }) {
  const { data: image, isError } = useQuery(getClaimReceiptPageQueryOptions(useApiClient(), claimReference, page.number));
  // The image's object URL lives exactly as long as the element showing it.
  const imageRef = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !image) return;
      const url = URL.createObjectURL(image);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [image],
  );
  const label = `Page ${page.number} of ${total} of the receipt for claim ${claimReference}`;
  if (isError) return <p className="small text-danger mb-0">Page {page.number} could not be shown. Download the receipt to read it.</p>;
  return (
    <img
      ref={imageRef}
      alt={label}
      width={page.width}
      height={page.height}
      className="img-fluid d-block mx-auto bg-white shadow-sm"
      // Its place is kept while it loads (width and height give the ratio).
      style={{ height: 'auto' }}
    />
  );
}
