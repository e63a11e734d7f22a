import { mixed, object, string, type ObjectSchema } from 'yup';
import { TIERS_IN_ORDER } from '../membershipTiers';
import type { RenewalPaymentMethod } from './accountSummary';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';
import {
  COMMENTS_MAX_LENGTH,
  COMMENTS_TOO_LONG_MESSAGE,
  NO_PLAN_TO_RENEW_COMMENTS_MESSAGE,
  NO_PLAN_TO_RENEW_REASON_MESSAGE,
  NO_PLAN_TO_RENEW_REASONS,
  PLAN_TO_RENEW_METHOD_MESSAGE,
  PLAN_TO_RENEW_TIER_MESSAGE,
  RENEWAL_PAYMENT_METHOD_MESSAGE,
  type NoPlanToRenewFormValues,
  type NoPlanToRenewReason,
  type PlanToRenewFormValues,
  type RenewalPaymentFormValues,
} from './renewal';

export const planToRenewSchema: ObjectSchema<PlanToRenewFormValues> = object({
  tier: string().default('').oneOf(TIERS_IN_ORDER.map(String), PLAN_TO_RENEW_TIER_MESSAGE).required(PLAN_TO_RENEW_TIER_MESSAGE),
  paymentMethod: mixed<RenewalPaymentMethod | ''>()
    .default('')
    .oneOf(['Card', 'DirectDebit'], PLAN_TO_RENEW_METHOD_MESSAGE)
    .required(PLAN_TO_RENEW_METHOD_MESSAGE),
});

export const noPlanToRenewSchema: ObjectSchema<NoPlanToRenewFormValues> = object({
  reason: mixed<NoPlanToRenewReason | ''>()
    .default('')
    .oneOf(
      NO_PLAN_TO_RENEW_REASONS.map((option) => option.value),
      NO_PLAN_TO_RENEW_REASON_MESSAGE,
    )
    .required(NO_PLAN_TO_RENEW_REASON_MESSAGE),
  comments: limitedText(string().default('').trim(), 'Your reason', { text: REQUEST_LIMITS.NoPlanToRenewRequest.comments.text })
    .max(COMMENTS_MAX_LENGTH, COMMENTS_TOO_LONG_MESSAGE)
    .when('reason', ([reason]: unknown[], schema) =>
      reason === 'Other' ? schema.required(NO_PLAN_TO_RENEW_COMMENTS_MESSAGE) : schema,
    ),
});

/** The renew page's one question, with only the ways open to this member (card, Direct Debit with a mandate). */
export function renewalPaymentSchema(available: readonly RenewalPaymentMethod[]): ObjectSchema<RenewalPaymentFormValues> {
  return object({
    paymentMethod: mixed<RenewalPaymentMethod | ''>().default('').oneOf([...available], RENEWAL_PAYMENT_METHOD_MESSAGE).required(RENEWAL_PAYMENT_METHOD_MESSAGE),
  });
}
