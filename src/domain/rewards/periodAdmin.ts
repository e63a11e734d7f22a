import type { ClaimStatus } from '../calor/claim';
import type { ListDefinition } from '../lists/listQuery';
import type { WalletTransactionState } from '../wallet/walletTransaction';
import type { PeriodState, ProgrammePeriod } from './periods';

/**
 * What staff see of a programme's periods: each period with its members and their cashback,
 * the manual adjustments made to it, the supplier reports imported into it, and its audit trail.
 */

/** A row of the periods list. */
export interface StaffPeriod extends ProgrammePeriod {
  /** Members with purchases, claims or adjustments in the period. */
  memberCount: number;
  /** In pounds: worked out at the rate so far, or as calculated. */
  cashbackTotal: number;
}

/** A manual change to one member's cashback in a period, with the reason (kept in the audit trail). */
export interface PeriodAdjustment {
  /** GUID. */
  id: string;
  periodId: string;
  membershipNumber: string;
  memberName: string;
  /** Pounds: positive adds cashback, negative takes it off. */
  amount: number;
  reason: string;
  /** Who made it (the staff member's name). */
  madeBy: string;
  /** ISO 8601 date and time. */
  madeOn: string;
}

/** A supplier report imported into a period. */
export interface ImportedReport {
  /** GUID. */
  id: string;
  fileName: string;
  /** ISO 8601 date and time. */
  importedOn: string;
  importedBy: string;
  invoices: number;
  totalExcludingVat: number;
}

export const PERIOD_AUDIT_ACTIONS = ['Created', 'Opened', 'ClosedForClaims', 'CashbackCalculated', 'ApprovedForPayout', 'Adjusted', 'ReportImported'] as const;
export type PeriodAuditAction = (typeof PERIOD_AUDIT_ACTIONS)[number];

export const PERIOD_AUDIT_LABELS: Record<PeriodAuditAction, string> = {
  Created: 'Created',
  Opened: 'Opened',
  ClosedForClaims: 'Closed for claims',
  CashbackCalculated: 'Cashback calculated',
  ApprovedForPayout: 'Approved for payout',
  Adjusted: 'Cashback adjusted',
  ReportImported: 'Supplier report imported',
};

/** One thing that happened to a period: who, when, what, and why. Newest first in its list. */
export interface PeriodAuditEntry {
  /** GUID. */
  id: string;
  periodId: string;
  /** ISO 8601 date and time. */
  at: string;
  /** The staff member's name ('System' for the portal's own steps). */
  by: string;
  action: PeriodAuditAction;
  /** With the moves (toState alone with Created); absent otherwise. */
  fromState?: PeriodState;
  toState?: PeriodState;
  /** With an adjustment; absent otherwise. */
  membershipNumber?: string;
  /** Pounds, for an adjustment. */
  amount?: number;
  /** An adjustment's reason. */
  reason?: string;
  /** What happened, in one sentence. */
  detail: string;
}

/** One member's line of a period: what they bought or claimed, and their cashback. */
export interface PeriodMemberCashback {
  membershipNumber: string;
  memberName: string;
  /** The supplier account the purchases were reported under (null for Calor). */
  supplierAccountNumber: string | null;
  /** Supplier-reported invoices, or Calor's approved and paid claims. */
  purchases: { count: number; totalExcludingVat: number };
  /** Calor only: the member's claims in the period by status. */
  claims: { submitted: number; approved: number; rejected: number; paid: number } | null;
  /** At the programme's rate, or the approved claims' cashback. */
  calculatedCashback: number;
  /** The sum of the manual adjustments. */
  adjustments: number;
  /** What the member is paid: calculated plus adjustments, never below £0. */
  cashback: number;
  /** The part of `cashback` already paid into the member's bank account. */
  paidCashback: number;
  /** The state of the period's cashback in the member's wallet, once it is there. */
  walletState: WalletTransactionState | null;
}

/** A purchase or claim behind a member's line, for the period page's detail. */
export interface PeriodMemberDetail {
  membershipNumber: string;
  memberName: string;
  purchases: { id: string; invoiceNumber: string; invoiceDate: string; amountExcludingVat: number; reportedOn: string }[];
  claims: { claimReference: string; purchaseDate: string; status: ClaimStatus; totalExcludingVat: number; cashback: number }[];
  adjustments: PeriodAdjustment[];
}

export interface PeriodTotals {
  members: number;
  purchasesCount: number;
  purchasesTotal: number;
  calculatedCashback: number;
  adjustments: number;
  cashback: number;
}

/** The period page's header: the period, its totals and where it stands. */
export interface PeriodDetail {
  period: ProgrammePeriod;
  earnsBy: 'claims' | 'supplier-reports';
  /** The rate used (as calculated) or that would be used now. */
  cashbackPercent: number;
  totals: PeriodTotals;
  /** Calor: claims in the period still waiting for a reviewer's decision (they block the calculation). */
  claimsWaiting: number;
  calculated: { on: string; by: string; cashbackPercent: number } | null;
  approved: { on: string; by: string } | null;
  reports: ImportedReport[];
}

// The staff lists: paged, sorted and filtered by the API with the same definitions (src/domain/lists).
export const PERIOD_LIST: ListDefinition<'startDate' | 'name' | 'state', 'state'> = {
  sorts: ['startDate', 'name', 'state'],
  filters: ['state'],
  defaultSort: 'startDate',
  defaultDirection: 'desc',
};

export const PERIOD_MEMBER_LIST: ListDefinition<'membershipNumber' | 'memberName' | 'purchasesTotal' | 'cashback', 'search'> = {
  sorts: ['membershipNumber', 'memberName', 'purchasesTotal', 'cashback'],
  filters: ['search'],
  defaultSort: 'membershipNumber',
  defaultDirection: 'asc',
};

/** The period's audit trail shares the period page's address with its members list: its parameters carry a prefix there. */
export const PERIOD_AUDIT_LIST: ListDefinition<'at', never> = {
  sorts: ['at'],
  filters: [],
  defaultSort: 'at',
  defaultDirection: 'desc',
  prefix: 'audit.',
};
