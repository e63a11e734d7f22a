import type { ListDefinition, Paged } from '../lists/listQuery';
import type { SchemeType } from './schemes';
import type { SignupStatus } from './signup';

/**
 * A sign-up as programme staff review it, for any of the four programmes: BioPak's, Nisbets' and
 * Booker's link a supplier account (with the member's consent to share purchase data); Calor's are the
 * member's accounts under the scheme (a direct account number, or none, and the premises).
 */
export interface StaffSignup {
  /** GUID: the sign-up's id, or the Calor account's. */
  id: string;
  schemeType: SchemeType;
  membershipNumber: string;
  memberName: string;
  status: SignupStatus;
  /** ISO 8601: when the member applied (or last re-applied). */
  submittedOn: string;
  /** ISO 8601, once decided. */
  decidedOn: string | null;
  /** The staff member who decided. */
  decidedBy: string | null;
  /** Shown to the member while Rejected. */
  rejectionReason: string | null;
  /** The supplier account it links (Calor: the direct account's number, or null). */
  supplierAccountNumber: string | null;
  /** ISO 8601: when the member agreed to the supplier sharing their purchase data; null where it is not asked (Calor). */
  consentGivenOn: string | null;
  /** The member's units the account buys for (not Calor). */
  units: { id: string; name: string; postcode: string }[];
  /** Calor only. */
  calor: { isDirectAccountHolder: boolean; premises: string } | null;
}

/** A page of the queue, with how many sign-ups each tab holds. */
export interface SignupQueuePage extends Paged<StaffSignup> {
  counts: Record<SignupStatus, number>;
}

/** What a bulk approval did: the ones approved, and any no longer waiting (decided meanwhile by someone else). */
export interface BulkApprovalResult {
  approved: string[];
  skipped: { signupId: string; reason: string }[];
}

export const SIGNUP_LIST: ListDefinition<'submittedOn' | 'membershipNumber' | 'memberName', 'status' | 'search'> = {
  sorts: ['submittedOn', 'membershipNumber', 'memberName'],
  filters: ['status', 'search'],
  // The queue: whoever has waited longest first.
  defaultSort: 'submittedOn',
  defaultDirection: 'asc',
};

/** The tab a list opens on: the pending queue. */
export const DEFAULT_SIGNUP_STATUS: SignupStatus = 'Pending';
