import { addMonths, isAfter, parseISO, startOfDay } from 'date-fns';
import { cylinderDisplayName, type CylinderIdentity } from '../cylinders';
import { formatDate } from '../format/date';
import { periodContaining, type PeriodDates } from '../rewards/periods';
import type { ClaimStatus } from './claim';
import { CLAIM_WINDOW_MONTHS } from './claimPeriod';
import type { PurchaseDetailLine } from './purchaseDetails';

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
export const CLAIM_FLAG_KINDS: readonly ClaimFlagKind[] = ['SameReceipt', 'SameFile', 'OutsidePeriod', 'TooOld', 'UnusualQuantity'];

/** A few words for a badge in the queue. */
export const CLAIM_FLAG_LABELS: Record<ClaimFlagKind, string> = {
  SameReceipt: 'Receipt claimed before',
  SameFile: 'Same file as another claim',
  OutsidePeriod: 'Outside its period',
  TooOld: 'Over 3 months old',
  UnusualQuantity: 'Unusual quantity',
};

/** What the flags look at in each claim (the API knows every claim; the fingerprint is the upload's SHA-256). */
export interface ClaimForFlags {
  claimReference: string;
  membershipNumber: string;
  retailer: { id: string; name: string };
  receiptNumber: string;
  /** SHA-256 of the uploaded receipt's bytes, hex; null when unknown. */
  fingerprint: string | null;
  /** yyyy-MM-dd */
  purchaseDate: string;
  /** ISO 8601 */
  submittedOn: string;
  purchaseDetails: readonly Pick<PurchaseDetailLine, 'cylinderIdentity' | 'quantity'>[];
  status: ClaimStatus;
  resubmittedAs?: string;
}

/** A member needs this many earlier claims before their "usual" means anything. */
export const USUAL_QUANTITY_MIN_CLAIMS = 3;
/** Far above usual: more than this many times the usual quantity… */
export const UNUSUAL_QUANTITY_FACTOR = 3;
/** …and at least this many cylinders more (so 2 against a usual 0 is not flagged). */
export const UNUSUAL_QUANTITY_MIN_EXCESS = 5;

/** Receipt numbers compare on their letters and digits only: 'dgs-20415' is 'DGS 20415'. */
export const normaliseReceiptNumber = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');
const normaliseName = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A resubmission and the rejected claim it corrects are one receipt's story, not a duplicate. */
const isSameStory = (a: ClaimForFlags, b: ClaimForFlags) =>
  a.claimReference === b.claimReference || a.resubmittedAs === b.claimReference || b.resubmittedAs === a.claimReference;

const sameRetailer = (a: ClaimForFlags['retailer'], b: ClaimForFlags['retailer']) => a.id === b.id || normaliseName(a.name) === normaliseName(b.name);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whether a quantity is far above a usual one. */
export const isFarAboveUsual = (quantity: number, usual: number) =>
  quantity > Math.max(UNUSUAL_QUANTITY_FACTOR * usual, usual + UNUSUAL_QUANTITY_MIN_EXCESS);

/**
 * The flags of one claim among all claims (`claims` may include the claim itself), given the programme's
 * periods. Same receipt: the same receipt number from the same retailer (by id, or by name for a retailer
 * added twice) on another claim of any member. Same file: another claim's upload has the same
 * fingerprint. Outside its period: no period holds the purchase date, or the claim came in after that
 * period ended. Too old: submitted more than 3 months after the purchase. Unusual quantity: with at least
 * 3 earlier claims of the member (rejected ones aside), a line far above the median of that cylinder.
 */
export function claimFlags(claim: ClaimForFlags, claims: readonly ClaimForFlags[], periods: readonly PeriodDates[]): ClaimFlag[] {
  const others = claims.filter((other) => !isSameStory(claim, other));
  const flags: ClaimFlag[] = [];

  const receipt = normaliseReceiptNumber(claim.receiptNumber);
  const sameReceipt = receipt
    ? others.filter((other) => normaliseReceiptNumber(other.receiptNumber) === receipt && sameRetailer(other.retailer, claim.retailer))
    : [];
  if (sameReceipt.length) flags.push({ kind: 'SameReceipt', otherClaims: sameReceipt.map((other) => other.claimReference) });

  const sameFile = claim.fingerprint ? others.filter((other) => other.fingerprint === claim.fingerprint) : [];
  if (sameFile.length) flags.push({ kind: 'SameFile', otherClaims: sameFile.map((other) => other.claimReference) });

  const submittedDay = startOfDay(parseISO(claim.submittedOn));
  const period = periodContaining(periods, claim.purchaseDate);
  if (!period || isAfter(submittedDay, parseISO(period.endDate)))
    flags.push({ kind: 'OutsidePeriod', period: period ? { name: period.name, startDate: period.startDate, endDate: period.endDate } : null });

  if (isAfter(submittedDay, addMonths(parseISO(claim.purchaseDate), CLAIM_WINDOW_MONTHS))) flags.push({ kind: 'TooOld', submittedOn: claim.submittedOn });

  const history = others.filter((other) => other.membershipNumber === claim.membershipNumber && other.status !== 'Rejected' && other.submittedOn < claim.submittedOn);
  if (history.length >= USUAL_QUANTITY_MIN_CLAIMS) {
    for (const line of claim.purchaseDetails) {
      const usual = median(history.map((other) => other.purchaseDetails.find((candidate) => candidate.cylinderIdentity === line.cylinderIdentity)?.quantity ?? 0));
      if (isFarAboveUsual(line.quantity, usual)) flags.push({ kind: 'UnusualQuantity', cylinderIdentity: line.cylinderIdentity, quantity: line.quantity, usual });
    }
  }
  return flags;
}

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
        ? `The claim came in after its period (${flag.period.name}) ended on ${formatDate(flag.period.endDate)}.`
        : 'The purchase date is in no Calor claim period.';
    case 'TooOld':
      return `Submitted on ${formatDate(flag.submittedOn)}, more than ${CLAIM_WINDOW_MONTHS} months after the purchase.`;
    case 'UnusualQuantity':
      return `${flag.quantity} × ${cylinderDisplayName(flag.cylinderIdentity)}, far above this member's usual ${flag.usual}.`;
  }
}
