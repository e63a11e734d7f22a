import { inTheirWords, type RefusalMessages } from '../refusal';
import { NO_PLAN_TO_RENEW_COMMENTS_MESSAGE } from './renewal';

/**
 * Why paying, renewing or upgrading was refused, by code (api/areas/payments.yaml). The server's sentences
 * are written for the member and name what only it knows (the invoice, the amount owed, the tier, the
 * day renewal opens), so those are said as they come.
 */
export const PAYMENT_REFUSALS: RefusalMessages = {
  'already-paid': inTheirWords,
  'payment-not-payable': "This payment can't be paid now. Reload the page to see what is owed.",
  'renewal-not-available': inTheirWords,
  'balance-outstanding': inTheirWords,
  'renewal-too-early': inTheirWords,
  'already-on-tier': inTheirWords,
  'downgrade-not-online': inTheirWords,
  'membership-ended': inTheirWords,
  'direct-debit-not-available': inTheirWords,
  'card-payments-unavailable': 'Card payments are switched off at the moment. Please contact us to pay.',
  'comments-required': NO_PLAN_TO_RENEW_COMMENTS_MESSAGE,
};

/** What a member is told when a payment or renewal fails with no refusal the portal can word: a failure on our side. */
export const PAYMENT_FAILED = 'Something went wrong on our side. Please try again in a moment.';
