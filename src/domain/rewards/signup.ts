import type { SupplierReportedSchemeType } from './schemes';

/** A programme sign-up waits for staff to approve it, or is rejected with a reason the member sees. */
export const SIGNUP_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/** One step of a sign-up's history: applied (Pending), approved, rejected with a reason, re-applied (Pending). */
export interface SignupStatusChange {
  status: SignupStatus;
  /** ISO 8601 date and time. */
  changedOn: string;
  /** Why it was rejected: shown to the member. */
  reason?: string;
}

/**
 * A member's sign-up to a supplier-reported programme (BioPak, Nisbets, Booker): the supplier account it
 * links, the units that account buys for, and the member's consent to the supplier sharing purchase data.
 * One per member and programme; a rejected one is corrected and re-applied, keeping its history.
 */
export interface ProgrammeSignup {
  /** GUID. */
  id: string;
  schemeType: SupplierReportedSchemeType;
  membershipNumber: string;
  /** Upper case, no spaces. */
  supplierAccountNumber: string;
  /** The member's trading units this account buys for (ids of src/domain/units/tradingUnit.ts). */
  unitIds: string[];
  /** Always true on a stored sign-up: the API refuses one without consent. */
  consentToShareData: true;
  /** ISO 8601: when the member last gave consent (each application gives it again). */
  consentGivenOn: string;
  status: SignupStatus;
  /** ISO 8601: when the latest application was sent. */
  submittedOn: string;
  /** The latest rejection's reason, while Rejected. */
  rejectionReason?: string;
  /** Oldest first; the last entry is the current status. */
  history: SignupStatusChange[];
}

/** What the member sends to apply or re-apply. */
export interface ProgrammeSignupRequest {
  supplierAccountNumber: string;
  unitIds: string[];
  /** Only an application with consent is sent: the API refuses one without. */
  consentToShareData: true;
}

/** A member may apply when they have no sign-up yet, or re-apply when theirs was rejected. */
export function canApply(signup: Pick<ProgrammeSignup, 'status'> | null | undefined): boolean {
  return !signup || signup.status === 'Rejected';
}

/** When the current status began: the last history entry. */
export function statusSince(signup: Pick<ProgrammeSignup, 'history' | 'submittedOn'>): string {
  return signup.history.at(-1)?.changedOn ?? signup.submittedOn;
}
