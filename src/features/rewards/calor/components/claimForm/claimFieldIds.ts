import type { FieldErrors } from 'react-hook-form';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';

/** One claim form per page, so fixed ids: labels, error links and focus all use these. */
export const CLAIM_FIELD_IDS = {
  retailer: 'claim-retailer',
  vatNumber: 'claim-vat-number',
  purchaseDate: 'claim-purchase-date',
  receiptNumber: 'claim-receipt-number',
  quantity: (line: number) => `claim-line-${line}-quantity`,
  pricePerCylinder: (line: number) => `claim-line-${line}-price`,
  vatIncluded: (line: number) => `claim-line-${line}-vat-included`,
  receiptFile: 'claim-receipt',
  claimIsAccurate: 'claim-declaration-accurate',
  boughtForCateringBusiness: 'claim-declaration-business',
} as const;

/** The id of a field's error message, for aria-describedby. */
export const errorIdFor = (fieldId: string) => `${fieldId}-error`;

/** Joins the ids that describe a field, leaving out those not shown (undefined when none). */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length ? shown.join(' ') : undefined;
}

function firstInvalidLineField(errors: FieldErrors<ClaimFormValues>): string {
  const lines = errors.purchaseDetails;
  if (Array.isArray(lines)) {
    const index = lines.findIndex(Boolean);
    const line = lines[index];
    if (line?.quantity) return CLAIM_FIELD_IDS.quantity(index);
    if (line?.pricePerCylinder) return CLAIM_FIELD_IDS.pricePerCylinder(index);
  }
  return CLAIM_FIELD_IDS.quantity(0);
}

/** The first field, top to bottom, that failed validation: where focus goes after a refused submit. */
export function firstInvalidFieldId(errors: FieldErrors<ClaimFormValues>): string | undefined {
  if (errors.retailer) return CLAIM_FIELD_IDS.retailer;
  if (errors.vatNumber) return CLAIM_FIELD_IDS.vatNumber;
  if (errors.purchaseDate) return CLAIM_FIELD_IDS.purchaseDate;
  if (errors.purchaseDetails) return firstInvalidLineField(errors);
  if (errors.receiptFile) return CLAIM_FIELD_IDS.receiptFile;
  if (errors.declarations) return CLAIM_FIELD_IDS.claimIsAccurate;
  return undefined;
}
