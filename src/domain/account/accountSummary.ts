import type { MembershipTier } from '../membershipTiers';
import type { DirectDebitMandate } from './payments';

/** What the member said about renewing, from the plan-to-renew or no-plan-to-renew page. */
export type RenewalIntention =
  | { intention: 'PlanToRenew'; recordedOn: string; tier: MembershipTier; paymentMethod: RenewalPaymentMethod }
  | { intention: 'NoPlanToRenew'; recordedOn: string; reason: string; comments?: string | null };

/** How a member may pay for a renewal: by card online, or by Direct Debit from the mandate on file. */
export type RenewalPaymentMethod = 'Card' | 'DirectDebit';

export const RENEWAL_PAYMENT_METHOD_LABELS: Record<RenewalPaymentMethod, string> = {
  Card: 'Card',
  DirectDebit: 'Direct Debit',
};

/**
 * The member's membership at a glance (GET /members/{n}/account-summary): what the dashboard's card, the
 * payment-plan banner and the payments page read. Dates are yyyy-MM-dd.
 */
export interface AccountSummary {
  membershipNumber: string;
  tier: MembershipTier;
  /** Spec §3 account status, from the association's records (the sign-in's claim can lag behind). */
  accountStatus: string;
  membershipStartDate: string | null;
  membershipEndDate: string | null;
  /** When the current plan of payments ends; the §9 banner counts down to it. Null when none is running. */
  paymentPlanEndDate: string | null;
  /** A §3 payment method. */
  paymentMethod: string | null;
  nextPayment: { amount: number; dueDate: string } | null;
  /** Everything owed now, overdue or not. */
  balance: number;
  /** The part of the balance that is past its due date. */
  overdueAmount: number;
  renewalIntention: RenewalIntention | null;
  /** The Direct Debit mandate, masked; null when the member has none. */
  directDebitMandate: DirectDebitMandate | null;
}
