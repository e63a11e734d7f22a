import { formatDate } from '../format/date';
import type { ListDefinition } from '../lists/listQuery';
import type { PeriodState } from '../rewards/periods';
import type { StaffMember } from '../staffMember';
import type { CalorClaim, ClaimStatus } from './claim';
import type { ClaimFlag, ClaimFlagKind } from './claimFlags';
import { REQUEST_LIMITS } from '../contractLimits';

/**
 * Staff review of Calor claims: a claim waits as Submitted until a Calor claims employee
 * approves it, or rejects it with a reason the member sees (and may correct and resubmit within 30
 * days). Contacting the member about it is recorded with a note and leaves it Submitted. A decided claim
 * stays decided: a second reviewer is told who decided it, never allowed to overwrite it.
 */
export const CLAIM_DECISIONS = ['Approve', 'Reject', 'MemberContacted'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

export interface ClaimDecisionRequest {
  decision: ClaimDecision;
  /** Required to reject: the member is shown it. */
  reason?: string;
  /** Required when the member was contacted: what was said. */
  note?: string;
  /** The claim's version as the reviewer read it: a claim changed since is refused (409). */
  version: number;
}

/** Everything that can happen to a claim, as the audit records it. */
export const CLAIM_AUDIT_ACTIONS = ['Submitted', 'Approved', 'Rejected', 'MemberContacted', 'Paid', 'PaymentReturned'] as const;
export type ClaimAuditAction = (typeof CLAIM_AUDIT_ACTIONS)[number];

export const CLAIM_AUDIT_ACTION_LABELS: Record<ClaimAuditAction, string> = {
  Submitted: 'Submitted',
  Approved: 'Approved',
  Rejected: 'Rejected',
  MemberContacted: 'Member contacted',
  Paid: 'Paid',
  PaymentReturned: 'Payment returned',
};


/** Who did something: a member (submitting), a member of staff (deciding, paying). */
export interface ClaimActor extends StaffMember {
  kind: 'member' | 'staff';
}

/** One line of the audit: when, who, which claim, from which state to which, and the reason or note. */
export interface ClaimAuditEntry {
  id: string;
  /** ISO 8601 */
  at: string;
  by: ClaimActor;
  claimReference: string;
  membershipNumber: string;
  action: ClaimAuditAction;
  fromStatus: ClaimStatus | null;
  toStatus: ClaimStatus;
  reason: string | null;
}

export interface ClaimMember {
  membershipNumber: string;
  name: string;
}

export interface ClaimPeriodRef {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  state: PeriodState;
}

/** A claim in the staff queue. */
export interface StaffClaimSummary {
  claimReference: string;
  member: ClaimMember;
  submittedOn: string;
  purchaseDate: string;
  retailer: { id: string; name: string; postCode: string };
  receiptNumber: string;
  totalCylinders: number;
  totalExcludingVat: number;
  cashback: number;
  status: ClaimStatus;
  period: Pick<ClaimPeriodRef, 'id' | 'name'> | null;
  flags: ClaimFlagKind[];
  /** ISO 8601: the last time staff recorded contacting the member about it. */
  lastContactedOn: string | null;
}

/** A claim in the review view: the member's claim, its receipt, flags, history and version. */
export interface StaffClaimDetail extends CalorClaim {
  member: ClaimMember;
  period: ClaimPeriodRef | null;
  receipt: { name: string; type: string; size: number };
  /** The deal's rate, percent of the total excluding VAT, to work the cashback out the member's way. */
  cashbackPercent: number;
  flags: ClaimFlag[];
  /** The claim's audit, oldest first. */
  history: ClaimAuditEntry[];
  version: number;
}

/** What the review queue's filters offer: the programme's periods and the retailers claims name. */
export interface ClaimQueueOptions {
  periods: ClaimPeriodRef[];
  retailers: { id: string; name: string; postCode: string }[];
}

export type ClaimQueueSort = 'queue' | 'submittedOn' | 'purchaseDate' | 'reference' | 'member' | 'cashback';
export type ClaimQueueFilter = 'status' | 'period' | 'retailer' | 'member' | 'flagged';

/** The queue's default order: Submitted claims first, oldest first; then the others, oldest first. */
export const CLAIM_QUEUE_LIST: ListDefinition<ClaimQueueSort, ClaimQueueFilter> = {
  sorts: ['queue', 'submittedOn', 'purchaseDate', 'reference', 'member', 'cashback'],
  filters: ['status', 'period', 'retailer', 'member', 'flagged'],
  defaultSort: 'queue',
  defaultDirection: 'asc',
};

export type ClaimAuditSort = 'at' | 'claimReference' | 'reviewer';
export type ClaimAuditFilter = 'reviewer' | 'from' | 'to' | 'claimReference' | 'decision';

/** The audit, newest first. */
export const CLAIM_AUDIT_LIST: ListDefinition<ClaimAuditSort, ClaimAuditFilter> = {
  sorts: ['at', 'claimReference', 'reviewer'],
  filters: ['reviewer', 'from', 'to', 'claimReference', 'decision'],
  defaultSort: 'at',
  defaultDirection: 'desc',
};

export const REVIEW_TEXT_MAX = REQUEST_LIMITS.ClaimDecisionRequest.reason.maxLength;

/** 'claims-audit-2026-11-26.csv' */
export const claimAuditFileName = (today: Date) => `calor-claims-audit-${formatDate(today).split('/').reverse().join('-')}.csv`;
