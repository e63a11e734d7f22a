// TEST DOUBLE, never shipped: what the API indexes to answer the claims review in linear time (issue 39).
// A claim's flags only ever involve claims that share its receipt (number, canonical), its file (fingerprint)
// or, for its usual quantities, its member's latest earlier claims: the index keeps those three groups (a
// member's in the order submitted), each claim's audit history, and each claim's flags once
// worked out, dropped again for the claims a change can affect (claimChanged). A real server keeps the same
// indexes (the contract's description of GET /calor/claims says which).
import type { ClaimFlag } from '../../../../src/domain/calor/claimFlags';
import type { ApiSchemas } from '../handlers/options';
import type { CalorStore, StoredClaim } from '../seed/calor';
import type { PeriodDates } from '../../../../src/domain/rewards/periods';
import { canonicalIdentity } from './identity';
import { USUAL_QUANTITY_WINDOW } from './claimReview';

type ClaimAuditEntry = ApiSchemas['ClaimAuditEntry'];

/** A claim with the member it belongs to. */
export interface MemberClaim {
  membershipNumber: string;
  claim: StoredClaim;
}

interface ClaimIndex {
  /** What the index was built from: the store's claims (how many, and their versions added up). */
  signature: string;
  entries: MemberClaim[];
  byReference: Map<string, MemberClaim>;
  byReceipt: Map<string, MemberClaim[]>;
  byFingerprint: Map<string, MemberClaim[]>;
  byMember: Map<string, MemberClaim[]>;
  flags: Map<string, ClaimFlag[]>;
  /** The periods the kept flags were worked out against (their dates): other dates, other flags. */
  flagsPeriods: string;
  audit: { of: ClaimAuditEntry[]; indexed: number; byClaim: Map<string, ClaimAuditEntry[]> };
}

const indexes = new WeakMap<CalorStore, ClaimIndex>();

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export const receiptKeyOf = (claim: Pick<StoredClaim, 'receiptNumber'>) => canonicalIdentity(claim.receiptNumber);

/**
 * The store's claims counted and their versions added up: every change the rules make adds a claim or moves
 * a version on, so a different signature means the index was built from other claims (a reset, a test that
 * set the store up itself) and is built again. One pass, once per request, never per row.
 */
function signatureOf(calor: CalorStore): string {
  let count = 0;
  let versions = 0;
  for (const claims of calor.claims.values()) {
    count += claims.length;
    for (const claim of claims) versions += claim.version;
  }
  return `${count}/${versions}`;
}

function build(calor: CalorStore, signature: string): ClaimIndex {
  const index: ClaimIndex = {
    signature,
    entries: [],
    byReference: new Map(),
    byReceipt: new Map(),
    byFingerprint: new Map(),
    byMember: new Map(),
    flags: new Map(),
    flagsPeriods: '',
    audit: { of: calor.audit, indexed: 0, byClaim: new Map() },
  };
  for (const [membershipNumber, claims] of calor.claims)
    for (const claim of claims) {
      const entry = { membershipNumber, claim };
      index.entries.push(entry);
      index.byReference.set(claim.claimReference, entry);
      const receipt = receiptKeyOf(claim);
      if (receipt) push(index.byReceipt, receipt, entry);
      if (claim.receiptImage?.fingerprint) push(index.byFingerprint, claim.receiptImage.fingerprint, entry);
      push(index.byMember, membershipNumber, entry);
    }
  for (const claims of index.byMember.values()) claims.sort((a, b) => (a.claim.submittedOn < b.claim.submittedOn ? -1 : 1));
  return index;
}

/** The index of the store's claims, built again only when the claims are not the ones it was built from. */
export function claimIndex(calor: CalorStore): ClaimIndex {
  const signature = signatureOf(calor);
  let index = indexes.get(calor);
  if (!index || index.signature !== signature) indexes.set(calor, (index = build(calor, signature)));
  // The audit only grows (appendAudit): index what was added since; another array (a reset) starts again.
  const { audit } = index;
  if (audit.of !== calor.audit || audit.indexed > calor.audit.length) Object.assign(audit, { of: calor.audit, indexed: 0, byClaim: new Map() });
  for (; audit.indexed < calor.audit.length; audit.indexed++) {
    const entry = calor.audit[audit.indexed]!;
    push(audit.byClaim, entry.claimReference, entry);
  }
  return index;
}

/**
 * The member's latest earlier claims a usual quantity is taken from (claimReview.ts, USUAL_QUANTITY_WINDOW),
 * rejected ones aside: found by a binary search of the member's claims in the order submitted, then read
 * back from there, so a member with thousands of claims costs the same as one with twelve.
 */
function usualWindow(claims: readonly MemberClaim[], { claim }: MemberClaim): MemberClaim[] {
  let low = 0;
  let high = claims.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (claims[middle]!.claim.submittedOn < claim.submittedOn) low = middle + 1;
    else high = middle;
  }
  const window: MemberClaim[] = [];
  for (let at = low - 1; at >= 0 && window.length < USUAL_QUANTITY_WINDOW; at--)
    if (claims[at]!.claim.status !== 'Rejected') window.push(claims[at]!);
  return window;
}

/** The claims a claim's flags can involve: those with its receipt or its file, and its member's latest earlier ones; itself too. */
export function flagCandidates(index: ClaimIndex, entry: MemberClaim): MemberClaim[] {
  const { membershipNumber, claim } = entry;
  const receipt = receiptKeyOf(claim);
  const groups = [
    [entry],
    receipt ? index.byReceipt.get(receipt) : undefined,
    claim.receiptImage?.fingerprint ? index.byFingerprint.get(claim.receiptImage.fingerprint) : undefined,
    usualWindow(index.byMember.get(membershipNumber) ?? [], entry),
  ];
  return [...new Set(groups.flatMap((group) => group ?? []))];
}

/** One claim's flags, worked out from its candidates only, and kept until a change drops them. */
export function flagsOf(
  index: ClaimIndex,
  entry: MemberClaim,
  periods: readonly PeriodDates[],
  work: (entry: MemberClaim, candidates: MemberClaim[], periods: readonly PeriodDates[]) => ClaimFlag[],
): ClaimFlag[] {
  const periodsKey = periods.map((period) => `${period.startDate}/${period.endDate}`).join(' ');
  if (periodsKey !== index.flagsPeriods) {
    index.flags.clear();
    index.flagsPeriods = periodsKey;
  }
  let flags = index.flags.get(entry.claim.claimReference);
  if (!flags) index.flags.set(entry.claim.claimReference, (flags = work(entry, flagCandidates(index, entry), periods)));
  return flags;
}

/**
 * A claim changed (decided, paid): the flags of the claims it can affect are worked out again when next asked
 * for: those sharing its receipt or file, and its member's (a rejection leaves the later claims' usual window).
 * (A new claim, a resubmission among them, builds the index again.)
 */
export function claimChanged(calor: CalorStore, claimReference: string) {
  const index = indexes.get(calor);
  const entry = index?.byReference.get(claimReference);
  if (!index || !entry) return;
  const receipt = receiptKeyOf(entry.claim);
  const fingerprint = entry.claim.receiptImage?.fingerprint;
  const affected = [
    ...(receipt ? (index.byReceipt.get(receipt) ?? []) : []),
    ...(fingerprint ? (index.byFingerprint.get(fingerprint) ?? []) : []),
    ...(index.byMember.get(entry.membershipNumber) ?? []),
  ];
  for (const candidate of affected) index.flags.delete(candidate.claim.claimReference);
  // The signature moves with the version: the index stays as it is, its flags for this claim's group dropped.
  index.signature = signatureOf(calor);
}

/** A claim's audit history, oldest first. */
export const historyIn = (index: ClaimIndex, claimReference: string): ClaimAuditEntry[] => index.audit.byClaim.get(claimReference) ?? [];
