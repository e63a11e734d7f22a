import { formatApiDate } from '../format/date';
import type { ClaimFormValues } from './claimFormSchema';
import type { PurchaseDetailLine } from './purchaseDetails';

/** Call 8's fields (spec §7), before they become multipart form data. */
export interface ClaimSubmission {
  retailerId: string;
  vatNumber: string;
  /** yyyy-MM-dd */
  purchaseDate: string;
  receiptNumber: string;
  /** Always the four lines, in CYLINDER_TYPES order (DESIGN.md §5). */
  purchaseDetails: PurchaseDetailLine[];
  /** Absent only on a resubmission that keeps the corrected claim's receipt. */
  receiptImage?: File;
  /** The rejected claim a resubmission corrects (api/areas/rewards.yaml, call 8). */
  correctsClaimReference?: string;
}

/** Spec §3: call 8's answer. */
export interface ClaimResponse {
  claimReference: string;
}

/** A resubmission: the claim it corrects, and whether that claim's receipt is kept when no file is chosen. */
export interface Correction {
  claimReference: string;
  keepsReceipt: boolean;
}

/**
 * The submission for values the claim form schema has accepted (so retailer and date are set, and a file
 * unless the corrected claim's receipt is kept). A chosen file always replaces the kept one.
 */
export function toClaimSubmission(values: ClaimFormValues, correction?: Correction): ClaimSubmission {
  if (!values.retailer || !values.purchaseDate || !(values.receiptFile || correction?.keepsReceipt))
    throw new Error('toClaimSubmission needs validated claim form values');
  return {
    retailerId: values.retailer.id,
    vatNumber: values.vatNumber.trim(),
    purchaseDate: formatApiDate(values.purchaseDate),
    receiptNumber: values.receiptNumber.trim(),
    purchaseDetails: values.purchaseDetails,
    ...(values.receiptFile ? { receiptImage: values.receiptFile } : {}),
    ...(correction ? { correctsClaimReference: correction.claimReference } : {}),
  };
}

/** One purchaseDetails entry of call 8: a JSON string with exactly the spec's four keys, in its order. */
export function purchaseDetailJson({ quantity, pricePerCylinder, vatIncluded, cylinderIdentity }: PurchaseDetailLine): string {
  return JSON.stringify({ quantity, pricePerCylinder, vatIncluded, cylinderIdentity });
}
