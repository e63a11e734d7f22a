import type { MembershipTier } from '../membershipTiers';
import type { PaymentCard } from './howPaid';
import type { CardRefund } from './cardRefunds';

/** What a card payment is for: owed payments (one or several, paid at once), this year's renewal, or an upgrade. */
export type CardPaymentPurpose =
  | { purpose: 'payment'; paymentIds: string[] }
  | { purpose: 'renewal' }
  | { purpose: 'upgrade'; tier: MembershipTier };

/** POST /members/{n}/card-payments: the API works out the amount; the portal never sends one. */
export type CreateCardPaymentRequest = CardPaymentPurpose & {
  /** Where the hosted payment page sends the member back; the API adds `?payment={id}`. */
  returnUrl: string;
};

/**
 * A card payment's state, in the §3 statuses: Raised while the hosted page has it, then Successful,
 * Unsuccessful (declined) or Not Completed (the member left the page without paying). One payment per debt
 * (api/areas/payments.yaml): Superseded when a newer session for the same items replaced it, Expired when
 * left open 30 minutes, Refunded when money was taken for items already paid and given back.
 */
export type CardPaymentStatus = 'Raised' | 'Successful' | 'Unsuccessful' | 'Not Completed' | 'Superseded' | 'Expired' | 'Refunded';

export interface CardPayment {
  id: string;
  /** The reference the hosted payment page knows the payment by. */
  sessionId: string;
  purpose: CardPaymentPurpose['purpose'];
  amount: number;
  description: string;
  status: CardPaymentStatus;
  createdAt: string;
  /** After this the session takes no payment. */
  expiresAt: string;
  completedAt: string | null;
  /** The card provider's reason for a decline, when it gave one. */
  failureReason: string | null;
  /** The newer session that superseded this one. */
  replacedBy: string | null;
  /** The card the money was taken from (and a refund given back to); null while nothing was taken. */
  card: PaymentCard | null;
  /** The refund of a Refunded card payment; null otherwise. */
  refund: CardRefund | null;
}

export type CardPaymentOutcome = 'waiting' | 'succeeded' | 'declined' | 'abandoned' | 'replaced' | 'expired' | 'refunded';

export function cardPaymentOutcome(status: string | undefined): CardPaymentOutcome {
  switch (status) {
    case 'Successful':
      return 'succeeded';
    case 'Unsuccessful':
      return 'declined';
    case 'Not Completed':
      return 'abandoned';
    case 'Superseded':
      return 'replaced';
    case 'Expired':
      return 'expired';
    case 'Refunded':
      return 'refunded';
    default:
      return 'waiting';
  }
}

/** How often the portal asks whether the card provider has answered, and for how long before saying so. */
export const CARD_PAYMENT_POLL_INTERVAL_MS = 2_000;
export const CARD_PAYMENT_POLL_TIMEOUT_MS = 60_000;

/**
 * Whether to ask again: while nothing is known yet, and only until the timeout (counted from `startedAt`,
 * against the time of the latest answer, so the rule needs no clock of its own).
 */
export function shouldPollCardPayment(status: string | undefined, startedAt: number, answeredAt: number): boolean {
  return cardPaymentOutcome(status) === 'waiting' && answeredAt - startedAt < CARD_PAYMENT_POLL_TIMEOUT_MS;
}

export function hasCardPaymentPollTimedOut(status: string | undefined, startedAt: number, answeredAt: number): boolean {
  return cardPaymentOutcome(status) === 'waiting' && answeredAt - startedAt >= CARD_PAYMENT_POLL_TIMEOUT_MS;
}

/** The hosted payment page for a session: the configured gateway with the session and, if set, the §9 key. */
export function hostedPaymentPageUrl(gatewayUrl: string, sessionId: string, cardPaymentKey?: string): string {
  const url = new URL(gatewayUrl);
  url.searchParams.set('session', sessionId);
  if (cardPaymentKey) url.searchParams.set('key', cardPaymentKey);
  return url.toString();
}

export type CardPaymentsAvailability = { available: true } | { available: false; reason: 'disabled' | 'not-configured' };

/** Card payments need the gateway configured, and the §9 flag not switching them off. */
export function cardPaymentsAvailability({
  paymentsDisabled,
  paymentsGatewayUrl,
}: {
  paymentsDisabled: boolean;
  paymentsGatewayUrl?: string;
}): CardPaymentsAvailability {
  if (paymentsDisabled) return { available: false, reason: 'disabled' };
  if (!paymentsGatewayUrl) return { available: false, reason: 'not-configured' };
  return { available: true };
}
