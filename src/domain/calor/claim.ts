import { addDays, isAfter, parseISO, startOfDay } from 'date-fns';
import type { PurchaseDetailLine } from './purchaseDetails';
import type { Retailer } from './retailer';

/**
 * The spec leaves claim statuses open except that rejected claims can be resubmitted (§3). Decided:
 * Submitted (awaiting the staff check), Approved, Rejected (with a reason), Paid (cashback paid out).
 */
export const CLAIM_STATUSES = ['Submitted', 'Approved', 'Rejected', 'Paid'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A claim as the claims list answers it (dates are ISO 8601; amounts in pounds). */
export interface CalorClaim {
  claimReference: string;
  /** When the member submitted it (date and time). */
  submittedOn: string;
  /** yyyy-MM-dd */
  purchaseDate: string;
  receiptNumber: string;
  vatNumber: string;
  retailer: Retailer;
  purchaseDetails: PurchaseDetailLine[];
  totalCylinders: number;
  totalExcludingVat: number;
  totalIncludingVat: number;
  /** The cashback this claim earns (paid on prices excluding VAT). */
  cashback: number;
  status: ClaimStatus;
  rejectionReason?: string;
  /** yyyy-MM-dd, set when rejected. */
  rejectedOn?: string;
  /** Set when a later claim for the same retailer and receipt number replaced this rejected one. */
  resubmittedAs?: string;
  /** The receipt file kept with the claim (a resubmission can keep it); absent when it has none. */
  receipt?: { name: string; type: string; size: number };
}

/** Spec §9: a rejected claim can be corrected and resubmitted for 30 days after it was rejected. */
export const REJECTED_CLAIM_CUTOFF_DAYS = 30;

/** The last day a rejected claim can be resubmitted, or undefined when it is not a rejected claim. */
export function resubmitDeadline(claim: Pick<CalorClaim, 'status' | 'rejectedOn'>): Date | undefined {
  if (claim.status !== 'Rejected' || !claim.rejectedOn) return undefined;
  return addDays(startOfDay(parseISO(claim.rejectedOn)), REJECTED_CLAIM_CUTOFF_DAYS);
}

/** Rejected, not already resubmitted, and no more than 30 days since the rejection (day 30 included). */
export function canResubmit(claim: Pick<CalorClaim, 'status' | 'rejectedOn' | 'resubmittedAs'>, today: Date): boolean {
  const deadline = resubmitDeadline(claim);
  return deadline !== undefined && !claim.resubmittedAs && !isAfter(startOfDay(today), deadline);
}
