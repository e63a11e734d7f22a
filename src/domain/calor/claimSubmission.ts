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
  receiptImage: File;
}

/** Spec §3: call 8's answer. */
export interface ClaimResponse {
  claimReference: string;
}

/** The submission for values the claim form schema has accepted (so retailer, date and file are set). */
export function toClaimSubmission(values: ClaimFormValues): ClaimSubmission {
  if (!values.retailer || !values.purchaseDate || !values.receiptFile)
    throw new Error('toClaimSubmission needs validated claim form values');
  return {
    retailerId: values.retailer.id,
    vatNumber: values.vatNumber.trim(),
    purchaseDate: formatApiDate(values.purchaseDate),
    receiptNumber: values.receiptNumber.trim(),
    purchaseDetails: values.purchaseDetails,
    receiptImage: values.receiptFile,
  };
}

/** One purchaseDetails entry of call 8: a JSON string with exactly the spec's four keys, in its order. */
export function purchaseDetailJson({ quantity, pricePerCylinder, vatIncluded, cylinderIdentity }: PurchaseDetailLine): string {
  return JSON.stringify({ quantity, pricePerCylinder, vatIncluded, cylinderIdentity });
}
