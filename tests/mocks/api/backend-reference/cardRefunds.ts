// TEST DOUBLE, never shipped: refunds as records (api/areas/payments.yaml, CardRefund). When the card provider
// reports money taken for something already paid, the API asks the provider to give it back (Stripe's
// POST /v1/refunds) and keeps the refund as a record of its own: amount, reason, status Pending, then
// Succeeded or Failed when the provider's refund event arrives. Nothing here says a refund happened until
// the provider does.
import { randomUUID } from 'node:crypto';
import type { ApiSchemas } from '../handlers/options';
import type { CardPaymentRecord } from '../seed/account';

type CardRefund = ApiSchemas['CardRefund'];
type RefundFailureReason = NonNullable<ApiSchemas['CardPaymentEventData']['refundFailureReason']>;

/** What the API asks of the card provider to give money back: Stripe's `POST /v1/refunds`, idempotent by key. */
export interface CardProviderRefunds {
  refund(request: { sessionId: string; amount: number; reason: CardRefund['reason']; idempotencyKey: string }): { id: string };
}

/** The provider's reasons for a failed refund, in words for the member and finance. */
const FAILURE_REASONS: Record<RefundFailureReason, string> = {
  expired_or_canceled_card: 'The card has expired or been cancelled.',
  lost_or_stolen_card: 'The card was reported lost or stolen.',
  unknown: 'The card provider could not say why.',
};

/**
 * Refunds a card payment in full through the provider: the record is made Pending, with the provider's
 * reference, and kept on the card payment. The refund's own id is the idempotency key, so a request the
 * provider received but did not answer is not made twice.
 */
export function startRefund(record: CardPaymentRecord, provider: CardProviderRefunds, now: Date): CardRefund {
  const id = randomUUID();
  const { id: providerReference } = provider.refund({ sessionId: record.sessionId, amount: record.amount, reason: 'duplicate', idempotencyKey: id });
  const refund: CardRefund = {
    id,
    cardPaymentId: record.id,
    providerReference,
    amount: record.amount,
    reason: 'duplicate',
    status: 'Pending',
    createdAt: now.toISOString(),
    completedAt: null,
    failureReason: null,
  };
  record.refund = refund;
  return refund;
}

/**
 * The provider's `refund.succeeded` or `refund.failed`. Pending moves to either; a succeeded refund may still
 * fail (a card closed after the refund was sent); a failed one stays failed, whatever arrives after it.
 */
export function settleRefund(refund: CardRefund, outcome: 'refund.succeeded' | 'refund.failed', reason: RefundFailureReason | undefined, now: Date): void {
  if (refund.status === 'Failed') return;
  if (outcome === 'refund.succeeded') {
    if (refund.status === 'Pending') Object.assign(refund, { status: 'Succeeded', completedAt: now.toISOString() });
    return;
  }
  Object.assign(refund, { status: 'Failed', completedAt: now.toISOString(), failureReason: FAILURE_REASONS[reason ?? 'unknown'] });
}

/** Every refund, for finance: with the member and what the card payment was for (GET /finance/card-refunds). */
export function refundsForFinance(
  cardPayments: readonly CardPaymentRecord[],
  memberNameOf: (membershipNumber: string) => string,
): ApiSchemas['FinanceCardRefund'][] {
  return cardPayments.flatMap((payment) =>
    payment.refund
      ? [{ refund: payment.refund, membershipNumber: payment.membershipNumber, memberName: memberNameOf(payment.membershipNumber), description: payment.description, card: payment.card }]
      : [],
  );
}
