import { cylinderDisplayName, type CylinderIdentity } from '../cylinders';
import { formatDate } from '../format/date';
import { periodLabel } from '../rewards/periodLabel';
import type { PeriodDates } from '../rewards/periods';
import { CLAIM_WINDOW_MONTHS } from './claimPeriod';

/**
 * What a reviewer must see before deciding a claim: signs of a receipt claimed twice, a purchase the
 * claim window does not cover, or an order far bigger than the member's usual. A flag is a reason to look
 * closer (and perhaps contact the member), never a decision.
 */
export type ClaimFlag =
  | { kind: 'SameReceipt'; otherClaims: string[] }
  | { kind: 'SameFile'; otherClaims: string[] }
  | { kind: 'OutsidePeriod'; period: PeriodDates | null }
  | { kind: 'TooOld'; submittedOn: string }
  | { kind: 'UnusualQuantity'; cylinderIdentity: CylinderIdentity; quantity: number; usual: number };

export type ClaimFlagKind = ClaimFlag['kind'];

/** A few words for a badge in the queue. */
export const CLAIM_FLAG_LABELS: Record<ClaimFlagKind, string> = {
  SameReceipt: 'Receipt claimed before',
  SameFile: 'Same file as another claim',
  OutsidePeriod: 'Outside its period',
  TooOld: 'Over 3 months old',
  UnusualQuantity: 'Unusual quantity',
};

const listOf = (references: readonly string[]) => references.join(', ');

/** What a flag means, in a sentence for the reviewer. */
export function describeClaimFlag(flag: ClaimFlag): string {
  switch (flag.kind) {
    case 'SameReceipt':
      return `The same receipt number from the same retailer is on another claim: ${listOf(flag.otherClaims)}.`;
    case 'SameFile':
      return `The same receipt file was uploaded with another claim: ${listOf(flag.otherClaims)}.`;
    case 'OutsidePeriod':
      return flag.period
        ? `The claim came in after its period (${periodLabel({ schemeType: 'calor', name: flag.period.name })}) ended on ${formatDate(flag.period.endDate)}.`
        : 'The purchase date is in no Calor claim period.';
    case 'TooOld':
      return `Submitted on ${formatDate(flag.submittedOn)}, more than ${CLAIM_WINDOW_MONTHS} months after the purchase.`;
    case 'UnusualQuantity':
      return `${flag.quantity} × ${cylinderDisplayName(flag.cylinderIdentity)}, far above this member's usual ${flag.usual}.`;
  }
}
