// TEST DOUBLE, never shipped: what the simulator works out for staff's Calor claim review: the claims
// across members, their flags (which the API works out; the portal only shows them), the rule for a
// decision, the audit and its CSV, and what a decision changes in the wallet.
import { addMonths, formatISO, isAfter, parseISO, startOfDay } from 'date-fns';
import type { ClaimStatus } from '../../../../src/domain/calor/claim';
import type { ClaimFlag, ClaimFlagKind } from '../../../../src/domain/calor/claimFlags';
import { CLAIM_WINDOW_MONTHS } from '../../../../src/domain/calor/claimPeriod';
import {
  CLAIM_AUDIT_ACTION_LABELS,
  type ClaimAuditAction as PortalClaimAuditAction,
  REVIEW_TEXT_MAX,
  type ClaimDecision,
  type ClaimDecisionRequest,
  type ClaimAuditEntry as PortalClaimAuditEntry,
} from '../../../../src/domain/calor/claimReview';
import type { PurchaseDetailLine } from '../../../../src/domain/calor/purchaseDetails';
import { formatApiDate, formatDateTime } from '../../../../src/domain/format/date';
import type { PeriodDates } from '../../../../src/domain/rewards/periods';
import type { StaffMember } from '../../../../src/domain/staffMember';
import type { WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import { canMoveWalletTransaction } from './wallet';
import type { CallerClaims } from '../auth';
import type { ApiSchemas } from '../handlers/options';
import type { CalorStore, StoredClaim, StoredReceipt } from '../seed/calor';
import { fingerprintOf } from '../seed/receipts';
import type { SimulatorStore } from '../store';
import { simulatorGuid } from './ids';
import { canonicalIdentity } from './identity';
import { claimAdded, claimChanged, claimIndex, flagsOf, historyIn, type MemberClaim } from './claimIndex';
import { periodContaining } from './periods';
import { memberNameOf, staffMemberOf } from './staffIdentity';

type ClaimActor = ApiSchemas['ClaimActor'];
type ClaimAuditAction = ApiSchemas['ClaimAuditAction'];
type ClaimAuditEntry = ApiSchemas['ClaimAuditEntry'];

export type { MemberClaim };

export const allClaims = (calor: CalorStore): MemberClaim[] =>
  [...calor.claims.entries()].flatMap(([membershipNumber, claims]) => claims.map((claim) => ({ membershipNumber, claim })));

export function findClaim(calor: CalorStore, claimReference: string): MemberClaim | undefined {
  return claimIndex(calor).byReference.get(claimReference.trim().toUpperCase());
}

/** The uploaded file as the simulator keeps it: its bytes and fingerprint. */
export async function storedReceipt(file: { name: string; type: string; size: number }): Promise<StoredReceipt> {
  const bytes = new Uint8Array(await (file as unknown as Blob).arrayBuffer());
  return { name: file.name, type: file.type, size: bytes.length, bytes, fingerprint: fingerprintOf(bytes) };
}

const actorOf = (caller: CallerClaims, membershipNumber: string): ClaimActor =>
  caller.membershipNumber === membershipNumber
    ? { id: membershipNumber, name: memberNameOf(membershipNumber), kind: 'member' }
    : { ...staffMemberOf(caller), kind: 'staff' };

export function appendAudit(calor: CalorStore, entry: Omit<ClaimAuditEntry, 'id'>): ClaimAuditEntry {
  const recorded = { id: simulatorGuid('a0d17f00', calor.nextAuditNumber++), ...entry };
  calor.audit.push(recorded);
  return recorded;
}

/**
 * A new claim, already in the store: its first audit line (submitted by the member, or by staff acting for
 * them), and its flags and those of the claims it can affect (`corrects`, the rejected claim it replaces,
 * among them) worked out, as a server keeps them with each claim.
 */
export function recordSubmission(store: SimulatorStore, claim: StoredClaim, membershipNumber: string, caller: CallerClaims, today: Date, corrects?: StoredClaim) {
  const { calor } = store;
  workOutFlags(store, claimAdded(calor, { membershipNumber, claim }, corrects));
  appendAudit(calor, {
    at: formatISO(today),
    by: actorOf(caller, membershipNumber),
    claimReference: claim.claimReference,
    membershipNumber,
    action: 'Submitted',
    fromStatus: null,
    toStatus: 'Submitted',
    reason: null,
  });
}

export const historyOf = (calor: CalorStore, claimReference: string) => historyIn(claimIndex(calor), claimReference);

export const calorPeriods = (store: SimulatorStore) => store.rewards.periods.filter((period) => period.schemeType === 'calor');

export function periodOf(store: SimulatorStore, claim: StoredClaim, periods = calorPeriods(store)): ApiSchemas['ClaimPeriod'] | null {
  const period = periodContaining(periods, claim.purchaseDate);
  return period ? { id: period.id, name: period.name, startDate: period.startDate, endDate: period.endDate, state: period.state } : null;
}

export const forFlags = ({ membershipNumber, claim }: MemberClaim): ClaimForFlags => ({
  claimReference: claim.claimReference,
  membershipNumber,
  retailer: claim.retailer,
  receiptNumber: claim.receiptNumber,
  fingerprint: claim.receiptImage?.fingerprint ?? null,
  purchaseDate: claim.purchaseDate,
  submittedOn: claim.submittedOn,
  purchaseDetails: claim.purchaseDetails,
  status: claim.status,
  ...(claim.resubmittedAs ? { resubmittedAs: claim.resubmittedAs } : {}),
});

/**
 * One claim's flags: worked out against the claims sharing its receipt, file or member only (claimIndex.ts),
 * and kept until one of them changes.
 */
export function claimFlagsOf(store: SimulatorStore, entry: MemberClaim, periods = calorPeriods(store), index = claimIndex(store.calor)): ClaimFlag[] {
  return flagsOf(index, entry, periods, (claim, candidates) => claimFlags(forFlags(claim), candidates.map(forFlags), periods));
}

/** Works out the flags of claims that have none kept (claimIndex.ts): the claims a change has affected. */
function workOutFlags(store: SimulatorStore, entries: readonly MemberClaim[]) {
  if (!entries.length) return;
  const periods = calorPeriods(store);
  const index = claimIndex(store.calor);
  for (const entry of entries) claimFlagsOf(store, entry, periods, index);
}

/**
 * Every claim's flags, worked out as the store's claims are loaded (store.ts), as a server keeps them with each
 * claim: the queue's flagged filter and each page then read them, never work them out for the whole queue.
 */
export const workOutEveryClaimsFlags = (store: SimulatorStore) => workOutFlags(store, claimIndex(store.calor).entries);

/** A claim as the queue lists it; made for the page's claims only, after the list is cut. */
export function staffSummary(store: SimulatorStore, entry: MemberClaim, periods = calorPeriods(store), index = claimIndex(store.calor)): ApiSchemas['StaffClaimSummary'] {
  const { membershipNumber, claim } = entry;
  const period = periodOf(store, claim, periods);
  const contacts = historyIn(index, claim.claimReference).filter((entry) => entry.action === 'MemberContacted');
  return {
    claimReference: claim.claimReference,
    member: { membershipNumber, name: memberNameOf(membershipNumber) },
    submittedOn: claim.submittedOn,
    purchaseDate: claim.purchaseDate,
    retailer: { id: claim.retailer.id, name: claim.retailer.name, postCode: claim.retailer.postCode },
    receiptNumber: claim.receiptNumber,
    totalCylinders: claim.totalCylinders,
    totalExcludingVat: claim.totalExcludingVat,
    cashback: claim.cashback,
    status: claim.status,
    period: period ? { id: period.id, name: period.name } : null,
    flags: [...new Set(claimFlagsOf(store, entry, periods, index).map((flag) => flag.kind))],
    lastContactedOn: contacts.at(-1)?.at ?? null,
  };
}

export function staffDetail(store: SimulatorStore, entry: MemberClaim): ApiSchemas['StaffClaimDetail'] {
  const { membershipNumber, claim } = entry;
  const { receiptImage, version, ...memberClaim } = claim;
  return {
    ...memberClaim,
    member: { membershipNumber, name: memberNameOf(membershipNumber) },
    period: periodOf(store, claim),
    receipt: receiptImage ? { name: receiptImage.name, type: receiptImage.type, size: receiptImage.size } : { name: '', type: '', size: 0 },
    cashbackPercent: store.calor.cashbackPercent,
    flags: claimFlagsOf(store, entry),
    history: historyOf(store.calor, claim.claimReference),
    version,
  };
}

export function decidable(calor: CalorStore, claim: StoredClaim): DecidableClaim {
  const last = historyOf(calor, claim.claimReference).at(-1);
  return { claimReference: claim.claimReference, status: claim.status, version: claim.version, lastChange: last ? { by: last.by, at: last.at, action: last.action } : null };
}

/** Moves the claim's wallet transaction on, when the move is one the wallet allows. */
function moveClaimTransaction(store: SimulatorStore, claimReference: string, to: WalletTransactionState, today: Date, reason?: string) {
  const transaction = store.wallet.transactions.find((candidate) => candidate.claimReference === claimReference);
  if (!transaction || !canMoveWalletTransaction(transaction.state, to)) return;
  transaction.state = to;
  transaction.stateChangedOn = formatApiDate(today);
  if (reason !== undefined) transaction.reason = reason;
}

/**
 * A reviewer's decision taking effect: the claim moves on (a rejection with its reason and date, which
 * starts the member's 30 days to resubmit), its version goes up, the audit records it, and its cashback
 * moves in the wallet (approved: to be paid; rejected: reversed with the reason).
 */
export function applyDecision(
  store: SimulatorStore,
  { membershipNumber, claim }: MemberClaim,
  outcome: { toStatus: ClaimStatus; action: ClaimAuditAction; reason: string | null },
  reviewer: StaffMember,
  today: Date,
) {
  const fromStatus = claim.status;
  claim.status = outcome.toStatus;
  claim.version += 1;
  if (outcome.action === 'Rejected') {
    claim.rejectionReason = outcome.reason ?? undefined;
    claim.rejectedOn = formatApiDate(today);
    moveClaimTransaction(store, claim.claimReference, 'Reversed', today, `Claim ${claim.claimReference} was rejected: ${outcome.reason}`);
  }
  if (outcome.action === 'Approved') moveClaimTransaction(store, claim.claimReference, 'Approved', today);
  workOutFlags(store, claimChanged(store.calor, claim.claimReference));
  appendAudit(store.calor, {
    at: formatISO(today),
    by: { ...reviewer, kind: 'staff' },
    claimReference: claim.claimReference,
    membershipNumber,
    action: outcome.action,
    fromStatus,
    toStatus: outcome.toStatus,
    reason: outcome.reason,
  });
}

/**
 * A BACS payout settled a claim's cashback (Approved → Paid), or the bank returned it (Paid, or still
 * Approved, → Approved again: the cashback is owed until it is paid to a working account). Audited.
 */
export function recordClaimPayment(store: SimulatorStore, claimReference: string, outcome: 'Paid' | 'PaymentReturned', by: StaffMember, today: Date, reason: string) {
  const found = findClaim(store.calor, claimReference);
  if (!found) return;
  const { claim, membershipNumber } = found;
  const fromStatus = claim.status;
  const toStatus: ClaimStatus = outcome === 'Paid' ? 'Paid' : 'Approved';
  if (outcome === 'Paid' && fromStatus !== 'Approved') return;
  claim.status = toStatus;
  claim.version += 1;
  workOutFlags(store, claimChanged(store.calor, claimReference));
  appendAudit(store.calor, { at: formatISO(today), by: { ...by, kind: 'staff' }, claimReference, membershipNumber, action: outcome, fromStatus, toStatus, reason });
}

export const CLAIM_FLAG_KINDS: readonly ClaimFlagKind[] = ['SameReceipt', 'SameFile', 'OutsidePeriod', 'TooOld', 'UnusualQuantity'];

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
/**
 * "Usual" is the median of the member's latest this-many earlier claims (rejected ones aside): a usual that
 * follows the business as it grows, and a bounded read for the server (an index on member and submission).
 */
export const USUAL_QUANTITY_WINDOW = 12;
/** Far above usual: more than this many times the usual quantity… */
export const UNUSUAL_QUANTITY_FACTOR = 3;
/** …and at least this many cylinders more (so 2 against a usual 0 is not flagged). */
export const UNUSUAL_QUANTITY_MIN_EXCESS = 5;


/** A resubmission and the rejected claim it corrects are one receipt's story, not a duplicate. */
const isSameStory = (a: ClaimForFlags, b: ClaimForFlags) =>
  a.claimReference === b.claimReference || a.resubmittedAs === b.claimReference || b.resubmittedAs === a.claimReference;

const sameRetailer = (a: ClaimForFlags['retailer'], b: ClaimForFlags['retailer']) => a.id === b.id || canonicalIdentity(a.name) === canonicalIdentity(b.name);

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
 * added twice), both compared by their canonical form (identity.ts, as the upload's duplicate refusal
 * compares them), on another claim of any member. Same file: another claim's upload has the same
 * fingerprint. Outside its period: no period holds the purchase date, or the claim came in after that
 * period ended. Too old: submitted more than 3 months after the purchase. Unusual quantity: with at least
 * 3 earlier claims of the member (rejected ones aside), a line far above the median of that cylinder over
 * the latest 12 of them.
 */
export function claimFlags(claim: ClaimForFlags, claims: readonly ClaimForFlags[], periods: readonly PeriodDates[]): ClaimFlag[] {
  const others = claims.filter((other) => !isSameStory(claim, other));
  const flags: ClaimFlag[] = [];

  const receipt = canonicalIdentity(claim.receiptNumber);
  const sameReceipt = receipt
    ? others.filter((other) => canonicalIdentity(other.receiptNumber) === receipt && sameRetailer(other.retailer, claim.retailer))
    : [];
  if (sameReceipt.length) flags.push({ kind: 'SameReceipt', otherClaims: sameReceipt.map((other) => other.claimReference) });

  const sameFile = claim.fingerprint ? others.filter((other) => other.fingerprint === claim.fingerprint) : [];
  if (sameFile.length) flags.push({ kind: 'SameFile', otherClaims: sameFile.map((other) => other.claimReference) });

  const submittedDay = startOfDay(parseISO(claim.submittedOn));
  const period = periodContaining(periods, claim.purchaseDate);
  if (!period || isAfter(submittedDay, parseISO(period.endDate)))
    flags.push({ kind: 'OutsidePeriod', period: period ? { name: period.name, startDate: period.startDate, endDate: period.endDate } : null });

  if (isAfter(submittedDay, addMonths(parseISO(claim.purchaseDate), CLAIM_WINDOW_MONTHS))) flags.push({ kind: 'TooOld', submittedOn: claim.submittedOn });

  const history = others
    .filter((other) => other.membershipNumber === claim.membershipNumber && other.status !== 'Rejected' && other.submittedOn < claim.submittedOn)
    .sort((a, b) => (a.submittedOn < b.submittedOn ? 1 : -1))
    .slice(0, USUAL_QUANTITY_WINDOW);
  if (history.length >= USUAL_QUANTITY_MIN_CLAIMS) {
    for (const line of claim.purchaseDetails) {
      const usual = median(history.map((other) => other.purchaseDetails.find((candidate) => candidate.cylinderIdentity === line.cylinderIdentity)?.quantity ?? 0));
      if (isFarAboveUsual(line.quantity, usual)) flags.push({ kind: 'UnusualQuantity', cylinderIdentity: line.cylinderIdentity, quantity: line.quantity, usual });
    }
  }
  return flags;
}

/** What a claim's state and version must be for a decision, as the API checks it. */
export interface DecidableClaim {
  claimReference: string;
  status: ClaimStatus;
  version: number;
  /** The latest audit entry about it (who last changed it, how, when). */
  lastChange: Pick<PortalClaimAuditEntry, 'by' | 'at' | 'action'> | null;
}

export type DecisionOutcome =
  | { ok: true; toStatus: ClaimStatus; action: ClaimAuditAction; reason: string | null }
  | { ok: false; status: 400 | 409; code: 'already-decided' | 'claim-version-stale' | 'rejection-reason-required' | 'contact-note-required' | 'invalid-request'; reason: string; field?: 'reason' | 'note' };

/** The audit action each reviewer's decision is recorded as. */
const DECISION_ACTIONS: Record<ClaimDecision, PortalClaimAuditAction> = { Approve: 'Approved', Reject: 'Rejected', MemberContacted: 'MemberContacted' };
const DECISION_STATUS: Record<ClaimDecision, ClaimStatus> = { Approve: 'Approved', Reject: 'Rejected', MemberContacted: 'Submitted' };

/**
 * The API's rule for a decision: only a Submitted claim, at the version the reviewer read, can be
 * decided. A claim already decided answers 409 "already decided by …"; one changed since it was read (a
 * contact recorded) answers 409 saying by whom. A rejection needs its reason, a contact its note (400).
 */
export function decideClaim(claim: DecidableClaim, request: ClaimDecisionRequest): DecisionOutcome {
  const who = claim.lastChange ? `${claim.lastChange.by.name} on ${formatDateTime(claim.lastChange.at)}` : 'someone else';
  if (claim.status !== 'Submitted')
    return { ok: false, status: 409, code: 'already-decided', reason: `${claim.claimReference} has already been decided by ${who}: it is ${claim.status}.` };
  if (request.version !== claim.version)
    return {
      ok: false,
      status: 409,
      code: 'claim-version-stale',
      reason: `${claim.claimReference} was changed by ${who}${claim.lastChange ? ` (${CLAIM_AUDIT_ACTION_LABELS[claim.lastChange.action].toLowerCase()})` : ''} after you opened it. Check it again before deciding.`,
    };
  const text = (request.decision === 'Reject' ? request.reason : request.decision === 'MemberContacted' ? request.note : undefined)?.trim() ?? '';
  if (request.decision === 'Reject' && !text) return { ok: false, status: 400, code: 'rejection-reason-required', reason: 'A rejection needs the reason the member will be shown.', field: 'reason' };
  if (request.decision === 'MemberContacted' && !text) return { ok: false, status: 400, code: 'contact-note-required', reason: 'Recording a contact needs a note of what was said.', field: 'note' };
  if (text.length > REVIEW_TEXT_MAX)
    return { ok: false, status: 400, code: 'invalid-request', reason: `The reason or note must be ${REVIEW_TEXT_MAX} characters or fewer.`, field: request.decision === 'Reject' ? 'reason' : 'note' };
  return { ok: true, toStatus: DECISION_STATUS[request.decision], action: DECISION_ACTIONS[request.decision], reason: text || null };
}

/** The audit as a spreadsheet: one row per entry, dates as the portal shows them. */
export function claimAuditCsvRows(entries: readonly PortalClaimAuditEntry[]): (string | null)[][] {
  return [
    ['When', 'Who', 'Claim', 'Member', 'Decision or change', 'From', 'To', 'Reason or note'],
    ...entries.map((entry) => [
      formatDateTime(entry.at),
      entry.by.kind === 'member' ? `${entry.by.name} (member)` : entry.by.name,
      entry.claimReference,
      entry.membershipNumber,
      CLAIM_AUDIT_ACTION_LABELS[entry.action],
      entry.fromStatus,
      entry.toStatus,
      entry.reason,
    ]),
  ];
}
