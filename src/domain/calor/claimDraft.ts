import { formatApiDate } from '../format/date';
import type { ClaimFormValues } from './claimFormSchema';
import { readPurchaseDetails, type PurchaseDetailLine } from './purchaseDetails';
import { readDate } from './readDate';
import { readRetailer, type Retailer } from './retailer';

/**
 * A claim the member has started but not submitted, kept in local storage so an interruption loses
 * nothing (beyond the spec: docs/capabilities.md). The receipt file cannot be stored, and the declarations are
 * confirmed afresh each time on purpose. Kept per membership number, so staff acting for several members
 * never see one member's draft on another's form.
 */
export interface ClaimDraft {
  membershipNumber: string;
  retailer: Retailer | null;
  vatNumber: string;
  /** yyyy-MM-dd, or '' */
  purchaseDate: string;
  receiptNumber: string;
  purchaseDetails: PurchaseDetailLine[];
}

export type DraftableValues = Pick<ClaimFormValues, 'retailer' | 'vatNumber' | 'purchaseDate' | 'receiptNumber' | 'purchaseDetails'>;

export function toClaimDraft(membershipNumber: string, values: DraftableValues): ClaimDraft {
  return {
    membershipNumber,
    retailer: values.retailer,
    vatNumber: values.vatNumber,
    purchaseDate: values.purchaseDate ? formatApiDate(values.purchaseDate) : '',
    receiptNumber: values.receiptNumber,
    purchaseDetails: values.purchaseDetails,
  };
}

/** True when the draft holds nothing the member typed: no point keeping (or restoring) it. */
export function isEmptyDraft(draft: ClaimDraft): boolean {
  return (
    !draft.retailer &&
    !draft.vatNumber.trim() &&
    !draft.purchaseDate &&
    !draft.receiptNumber.trim() &&
    draft.purchaseDetails.every((line) => !line.quantity && !line.pricePerCylinder && !line.vatIncluded)
  );
}

/** The values a stored draft (parsed JSON) restores for this member, or null when there is none or it is unreadable. */
export function readClaimDraft(stored: unknown, membershipNumber: string): DraftableValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  if (record.membershipNumber !== membershipNumber) return null;
  const purchaseDetails = readPurchaseDetails(record.purchaseDetails);
  if (!purchaseDetails) return null;
  const retailer = readRetailer(record.retailer);
  return {
    retailer,
    vatNumber: retailer?.vatNumber || (typeof record.vatNumber === 'string' ? record.vatNumber : ''),
    purchaseDate: readDate(record.purchaseDate),
    receiptNumber: typeof record.receiptNumber === 'string' ? record.receiptNumber : '',
    purchaseDetails,
  };
}
