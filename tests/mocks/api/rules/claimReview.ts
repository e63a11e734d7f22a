// TEST DOUBLE, never shipped: what the simulator works out for staff's Calor claim review: the claims
// across members, their flags, decisions and their audit, and what a decision changes in the wallet.
import { formatISO } from 'date-fns';
import type { ClaimStatus } from '../../../../src/domain/calor/claim';
import { claimFlags, type ClaimForFlags } from '../../../../src/domain/calor/claimFlags';
import type { DecidableClaim } from '../../../../src/domain/calor/claimReview';
import { formatApiDate } from '../../../../src/domain/format/date';
import { periodContaining } from '../../../../src/domain/rewards/periods';
import type { StaffMember } from '../../../../src/domain/staffMember';
import { canMoveWalletTransaction, type WalletTransactionState } from '../../../../src/domain/wallet/walletTransaction';
import type { CallerClaims } from '../auth';
import type { ApiSchemas } from '../handlers/options';
import type { CalorStore, StoredClaim, StoredReceipt } from '../seed/calor';
import { fingerprintOf } from '../seed/receipts';
import type { SimulatorStore } from '../store';
import { simulatorGuid } from './ids';
import { memberNameOf, staffMemberOf } from './staffIdentity';

type ClaimActor = ApiSchemas['ClaimActor'];
type ClaimAuditAction = ApiSchemas['ClaimAuditAction'];
type ClaimAuditEntry = ApiSchemas['ClaimAuditEntry'];

/** A claim with the member it belongs to. */
export interface MemberClaim {
  membershipNumber: string;
  claim: StoredClaim;
}

export const allClaims = (calor: CalorStore): MemberClaim[] =>
  [...calor.claims.entries()].flatMap(([membershipNumber, claims]) => claims.map((claim) => ({ membershipNumber, claim })));

export function findClaim(calor: CalorStore, claimReference: string): MemberClaim | undefined {
  const wanted = claimReference.trim().toUpperCase();
  return allClaims(calor).find(({ claim }) => claim.claimReference === wanted);
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

/** A new claim's first audit line: submitted by the member (or by staff acting for them). */
export function recordSubmission(calor: CalorStore, claim: StoredClaim, membershipNumber: string, caller: CallerClaims, today: Date) {
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

export const historyOf = (calor: CalorStore, claimReference: string) => calor.audit.filter((entry) => entry.claimReference === claimReference);

const calorPeriods = (store: SimulatorStore) => store.rewards.periods.filter((period) => period.schemeType === 'calor');

function periodOf(store: SimulatorStore, claim: StoredClaim): ApiSchemas['ClaimPeriod'] | null {
  const period = periodContaining(calorPeriods(store), claim.purchaseDate);
  return period ? { id: period.id, name: period.name, startDate: period.startDate, endDate: period.endDate, state: period.state } : null;
}

const forFlags = ({ membershipNumber, claim }: MemberClaim): ClaimForFlags => ({
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

/** The flags of every claim at once (each is looked at against all the others). */
export function flagsByClaim(store: SimulatorStore, claims = allClaims(store.calor)) {
  const all = claims.map(forFlags);
  const periods = calorPeriods(store);
  return new Map(all.map((claim) => [claim.claimReference, claimFlags(claim, all, periods)]));
}

export function staffSummary(store: SimulatorStore, { membershipNumber, claim }: MemberClaim, flags: ReturnType<typeof flagsByClaim>): ApiSchemas['StaffClaimSummary'] {
  const period = periodOf(store, claim);
  const contacts = historyOf(store.calor, claim.claimReference).filter((entry) => entry.action === 'MemberContacted');
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
    flags: [...new Set((flags.get(claim.claimReference) ?? []).map((flag) => flag.kind))],
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
    flags: flagsByClaim(store).get(claim.claimReference) ?? [],
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
  appendAudit(store.calor, { at: formatISO(today), by: { ...by, kind: 'staff' }, claimReference, membershipNumber, action: outcome, fromStatus, toStatus, reason });
}
