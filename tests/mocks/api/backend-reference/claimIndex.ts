// TEST DOUBLE, never shipped: what the API indexes to answer the claims review in linear time (issue 39).
// A claim's flags only ever involve claims that share its receipt (number, canonical), its file (fingerprint)
// or, for its usual quantities, its member's latest earlier claims: the index keeps those three groups (a
// member's in the order submitted), each claim's audit history, and each claim's flags, worked out as the
// claims are loaded (claimReview.ts, workOutEveryClaimsFlags), kept with each claim, and worked out again for
// the claims a new claim or a change can affect (claimAdded, claimChanged), so no read works out more than
// those. A real server keeps the same indexes (the contract's description of GET /calor/claims says which).
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
  /** The list of periods last checked against flagsPeriods: a request checks its list once, not once per claim. */
  flagsPeriodsChecked?: readonly PeriodDates[];
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
  for (const [membershipNumber, claims] of calor.claims) for (const claim of claims) addToGroups(index, { membershipNumber, claim });
  for (const claims of index.byMember.values()) claims.sort((a, b) => (a.claim.submittedOn < b.claim.submittedOn ? -1 : 1));
  return index;
}

/** Puts a claim in its groups: its receipt's, its file's, and its member's (in the order submitted). */
function addToGroups(index: ClaimIndex, entry: MemberClaim) {
  const { membershipNumber, claim } = entry;
  index.entries.push(entry);
  index.byReference.set(claim.claimReference, entry);
  const receipt = receiptKeyOf(claim);
  if (receipt) push(index.byReceipt, receipt, entry);
  if (claim.receiptImage?.fingerprint) push(index.byFingerprint, claim.receiptImage.fingerprint, entry);
  push(index.byMember, membershipNumber, entry);
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
  if (periods !== index.flagsPeriodsChecked) {
    const periodsKey = periods.map((period) => `${period.startDate}/${period.endDate}`).join(' ');
    if (periodsKey !== index.flagsPeriods) {
      index.flags.clear();
      index.flagsPeriods = periodsKey;
    }
    index.flagsPeriodsChecked = periods;
  }
  let flags = index.flags.get(entry.claim.claimReference);
  if (!flags) index.flags.set(entry.claim.claimReference, (flags = work(entry, flagCandidates(index, entry), periods)));
  return flags;
}

/**
 * The claims whose flags a change to this one can affect: those sharing its receipt or file, and its member's
 * (a rejection leaves the later claims' usual window; a new claim enters it).
 */
function affectedBy(index: ClaimIndex, { membershipNumber, claim }: MemberClaim): MemberClaim[] {
  const receipt = receiptKeyOf(claim);
  const fingerprint = claim.receiptImage?.fingerprint;
  return [
    ...(receipt ? (index.byReceipt.get(receipt) ?? []) : []),
    ...(fingerprint ? (index.byFingerprint.get(fingerprint) ?? []) : []),
    ...(index.byMember.get(membershipNumber) ?? []),
  ];
}

/**
 * A claim changed (decided, paid): the claims it can affect are returned, their flags dropped, for the caller
 * to work out again (claimReview.ts).
 */
export function claimChanged(calor: CalorStore, claimReference: string): MemberClaim[] {
  const index = indexes.get(calor);
  const entry = index?.byReference.get(claimReference);
  if (!index || !entry) return [];
  const affected = affectedBy(index, entry);
  for (const candidate of affected) index.flags.delete(candidate.claim.claimReference);
  // The signature moves with the version: the index stays as it is, its flags for this claim's group dropped.
  index.signature = signatureOf(calor);
  return affected;
}

/**
 * A claim was submitted (already in the store): it joins its groups, and the claims it can affect, the rejected
 * claim it corrects among them (`corrects`), are returned, their flags dropped, for the caller to work out again.
 * An index built from other claims than the store's less this one is left to be built again when next asked for.
 */
export function claimAdded(calor: CalorStore, entry: MemberClaim, corrects?: StoredClaim): MemberClaim[] {
  const index = indexes.get(calor);
  if (!index) return [];
  const [count, versions] = index.signature.split('/').map(Number);
  const signature = signatureOf(calor);
  if (signature !== `${count! + 1}/${versions! + entry.claim.version}`) return [];
  addToGroups(index, entry);
  const members = index.byMember.get(entry.membershipNumber)!;
  members.sort((a, b) => (a.claim.submittedOn < b.claim.submittedOn ? -1 : 1));
  const corrected = corrects && index.byReference.get(corrects.claimReference);
  const affected = [...new Set([...affectedBy(index, entry), ...(corrected ? affectedBy(index, corrected) : [])])];
  for (const candidate of affected) index.flags.delete(candidate.claim.claimReference);
  index.signature = signature;
  return affected;
}

/** A claim's audit history, oldest first. */
export const historyIn = (index: ClaimIndex, claimReference: string): ClaimAuditEntry[] => index.audit.byClaim.get(claimReference) ?? [];
