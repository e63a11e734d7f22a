import { useId } from 'react';
import type { Retailer } from '@/domain/calor/retailer';

/** The retailer the claim is for, as the member will recognise it from the receipt. */
export function SelectedRetailer({ retailer }: { retailer: Retailer | null }) {
  const labelId = useId();
  if (!retailer) return null;
  return (
    <div className="border rounded p-3 bg-body-tertiary mb-3" role="group" aria-labelledby={labelId} aria-live="polite">
      <p id={labelId} className="small text-body-secondary mb-1">
        Selected retailer
      </p>
      <p className="fw-semibold mb-1">{retailer.name}</p>
      <p className="mb-0">
        {retailer.address}
        {retailer.postCode && <>, {retailer.postCode}</>}
      </p>
      {retailer.vatNumber && <p className="mb-0 small">VAT number {retailer.vatNumber}</p>}
    </div>
  );
}
