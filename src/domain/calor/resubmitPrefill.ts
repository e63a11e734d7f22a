import type { CalorClaim } from './claim';
import type { ClaimFormValues } from './claimFormSchema';
import { readPurchaseDetails, type PurchaseDetailLine } from './purchaseDetails';
import { readDate } from './readDate';
import { readRetailer, type Retailer } from './retailer';

/**
 * Spec §2: the navigation state that opens the claim form prefilled for a resubmission. Dates travel as
 * yyyy-MM-dd strings so the state survives the history API's structured clone and a page reload.
 */
export interface ResubmitState {
  purchaseDate: string;
  receiptNumber: string;
  vatNumber: string;
  retailer: Retailer;
  purchaseDetails: PurchaseDetailLine[];
}

export function toResubmitState(claim: CalorClaim): ResubmitState {
  return {
    purchaseDate: claim.purchaseDate,
    receiptNumber: claim.receiptNumber,
    vatNumber: claim.vatNumber,
    retailer: claim.retailer,
    purchaseDetails: claim.purchaseDetails,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The form values a resubmission starts from, or null when the state is not one (any other navigation
 * state, or none). Anything missing or unreadable keeps its §3 default.
 */
export function readResubmitState(state: unknown): Partial<ClaimFormValues> | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  const retailer = readRetailer(record.retailer);
  const purchaseDetails = readPurchaseDetails(record.purchaseDetails);
  if (!retailer && !purchaseDetails && !('receiptNumber' in record) && !('purchaseDate' in record)) return null;
  return {
    retailer,
    // A retailer's own VAT number wins: the VAT field is locked to it (spec §4).
    vatNumber: retailer?.vatNumber || text(record.vatNumber),
    purchaseDate: readDate(record.purchaseDate),
    receiptNumber: text(record.receiptNumber),
    ...(purchaseDetails ? { purchaseDetails } : {}),
  };
}
