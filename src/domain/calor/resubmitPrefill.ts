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

/**
 * The rejected claim a resubmission corrects, travelling beside the spec's prefill in the navigation state
 * (under `corrects`), so the form can say which claim it replaces and why that one was rejected.
 */
export interface CorrectedClaim {
  claimReference: string;
  /** yyyy-MM-dd */
  rejectedOn: string;
  /** Empty when the rejection gave none. */
  rejectionReason: string;
  /** The file name of its receipt, which the resubmission keeps unless another is chosen; empty when it has none. */
  receiptName: string;
}

/** What Resubmit navigates with: the §2 prefill, and the claim it corrects. */
export function toResubmitNavigationState(claim: CalorClaim): ResubmitState & { corrects: CorrectedClaim } {
  return {
    ...toResubmitState(claim),
    corrects: {
      claimReference: claim.claimReference,
      rejectedOn: claim.rejectedOn ?? '',
      rejectionReason: claim.rejectionReason ?? '',
      receiptName: claim.receipt?.name ?? '',
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The corrected claim from the navigation state, or null when there is none (or no reference). */
export function readCorrectedClaim(state: unknown): CorrectedClaim | null {
  if (typeof state !== 'object' || state === null) return null;
  const corrects = (state as { corrects?: unknown }).corrects;
  if (typeof corrects !== 'object' || corrects === null) return null;
  const record = corrects as Record<string, unknown>;
  const claimReference = text(record.claimReference).trim();
  if (!claimReference) return null;
  return {
    claimReference,
    rejectedOn: text(record.rejectedOn),
    rejectionReason: text(record.rejectionReason).trim(),
    receiptName: text(record.receiptName).trim(),
  };
}

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
