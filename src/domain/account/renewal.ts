// The renewal pages' words, choices and calls; their forms' schemas are in renewalSchemas.ts, so what reads these
// (the payment refusals, on the dashboard and the payments page) does not bring yup with it.
import type { MembershipTier } from '../membershipTiers';
import type { RenewalPaymentMethod } from './accountSummary';
import { REQUEST_LIMITS } from '../contractLimits';

/** GET /members/{n}/renewals/quote: what renewing now costs, for which period. Dates are yyyy-MM-dd. */
export interface RenewalQuote {
  tier: MembershipTier;
  /** The year's price including VAT, and its parts. */
  price: number;
  net: number;
  vat: number;
  periodStart: string;
  periodEnd: string;
  /** A Direct Debit mandate is active, so the renewal can be collected that way. */
  directDebitAvailable: boolean;
  /** The bank account the Direct Debit would come from, e.g. 'Barclays, account ending 1234'. */
  directDebitAccount: string | null;
}

/**
 * GET /members/{n}/renewals/quote's answer (always 200): the quote, or the API's reason why renewal online is
 * not possible now (the renewal check refuses, something is owed, or the membership runs more than 60 days yet).
 */
export type RenewalQuoteAnswer = { renewable: true; quote: RenewalQuote } | { renewable: false; reason: string };

/** POST /members/{n}/renewals (Direct Debit): the renewal is arranged and collected later. */
export interface DirectDebitRenewal {
  periodEnd: string;
  firstCollectionDate: string;
  amount: number;
}

export const PLAN_TO_RENEW_TIER_MESSAGE = 'Select the tier you plan to renew on';
export const PLAN_TO_RENEW_METHOD_MESSAGE = 'Select how you plan to pay';

export interface PlanToRenewFormValues {
  /** A tier number as the radios hold it ('1' to '4'). */
  tier: string;
  paymentMethod: RenewalPaymentMethod | '';
}

/** Why a member is not renewing: a short list the association can count, plus their own words. */
export const NO_PLAN_TO_RENEW_REASONS = [
  { value: 'ClosingBusiness', label: 'My business is closing or has closed' },
  { value: 'TooExpensive', label: 'The membership costs too much' },
  { value: 'NotUsingBenefits', label: "I don't use the membership enough" },
  { value: 'OtherProvider', label: "I'm moving to another association or provider" },
  { value: 'Other', label: 'Another reason' },
] as const;
export type NoPlanToRenewReason = (typeof NO_PLAN_TO_RENEW_REASONS)[number]['value'];

export const NO_PLAN_TO_RENEW_REASON_MESSAGE = 'Select a reason';
export const NO_PLAN_TO_RENEW_COMMENTS_MESSAGE = 'Please tell us your reason';
export const COMMENTS_MAX_LENGTH = REQUEST_LIMITS.NoPlanToRenewRequest.comments.maxLength;
export const COMMENTS_TOO_LONG_MESSAGE = `Please keep this to ${COMMENTS_MAX_LENGTH.toLocaleString('en-GB')} characters or fewer`;

export interface NoPlanToRenewFormValues {
  reason: NoPlanToRenewReason | '';
  comments: string;
}

/** POST /members/{n}/renewals/plan-to-renew */
export interface PlanToRenewRequest {
  tier: MembershipTier;
  paymentMethod: RenewalPaymentMethod;
}

/** POST /members/{n}/renewals/no-plan-to-renew */
export interface NoPlanToRenewRequest {
  reason: NoPlanToRenewReason;
  comments: string | null;
}

export function toPlanToRenewRequest(values: PlanToRenewFormValues): PlanToRenewRequest {
  return { tier: Number(values.tier) as MembershipTier, paymentMethod: values.paymentMethod as RenewalPaymentMethod };
}

export function toNoPlanToRenewRequest(values: NoPlanToRenewFormValues): NoPlanToRenewRequest {
  return { reason: values.reason as NoPlanToRenewReason, comments: values.comments.trim() || null };
}

export const RENEWAL_PAYMENT_METHOD_MESSAGE = 'Select how you would like to pay';

export interface RenewalPaymentFormValues {
  paymentMethod: RenewalPaymentMethod | '';
}
