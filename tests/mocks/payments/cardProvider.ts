// TEST DOUBLE, never shipped: the card provider behind the hosted payment page stand-in, as Stripe behaves
// towards a merchant's server. It keeps what was charged on each session and the refunds the API asks for
// (Stripe's POST /v1/refunds), and reports everything by webhook: each event has an id and is signed
// (`Payment-Signature: t=…,v1=…`, both secrets while one is rotated), and a delivery the API does not answer
// with a 2xx is sent again with exponential backoff for up to three days, so the API sees an event at least
// once and possibly more than once. The scheduler is injected: tests move its clock instead of waiting.
import { randomBytes } from 'node:crypto';
import type { ApiSchemas } from '../api/handlers/options';
import type { CardProviderRefunds } from '../api/backend-reference/cardRefunds';
import { PROVIDER_SIGNING_SECRET, SIGNATURE_HEADER, signEvent } from '../api/backend-reference/providerSignature';
import { realScheduler, type WebhookScheduler } from './webhookScheduler';

export type ProviderEvent = ApiSchemas['CardPaymentEvent'];
type EventData = ApiSchemas['CardPaymentEventData'];
type PaymentCard = ApiSchemas['PaymentCard'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits between one failed delivery and the next (1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then daily): about three days in all. */
export const RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 24 * HOUR, 24 * HOUR];

/** One attempt to deliver an event: when, and what the API answered (its status, or 0 when it could not be reached). */
export interface DeliveryAttempt {
  eventId: string;
  attempt: number;
  at: Date;
  status: number;
}

export interface ProviderRefund {
  id: string;
  sessionId: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
}

interface Charge {
  amount: number;
  card: PaymentCard;
  refundFails: boolean;
  refunded: number;
}

export interface CardProviderOptions {
  /** The API's webhook address (`${VITE_API_URL}/card-payments/notifications`). */
  notificationUrl: string;
  /** Sends a signed event to the API and answers with its response. */
  deliver: (request: Request) => Promise<Response>;
  scheduler?: WebhookScheduler;
  /** The secrets the provider signs with now: one, or two while the secret is rotated. */
  signingSecrets?: () => readonly string[];
  /** How long after a refund is asked for the provider settles it. */
  refundSettlesAfterMs?: number;
}

export interface CardProvider extends CardProviderRefunds {
  /** The hosted page took the money: the charge is kept (for refunds) and `payment.succeeded` sent. */
  paymentSucceeded(sessionId: string, amount: number, card: PaymentCard, options?: { refundFails?: boolean }): Promise<ProviderEvent>;
  /** One attempt was declined; the payer may try again on the same session. */
  paymentDeclined(sessionId: string, declineCode: NonNullable<EventData['declineCode']>): Promise<ProviderEvent>;
  /** The payer left with Cancel: the session is expired at the merchant's request. */
  sessionAbandoned(sessionId: string): Promise<ProviderEvent>;
  /** Any event, sent now (its first delivery awaited) and again until answered 2xx. */
  emit(type: ProviderEvent['type'], data: EventData): Promise<ProviderEvent>;
  /** Sends an event already sent once more, as a provider's at-least-once delivery may (same id, new signature). */
  redeliver(event: ProviderEvent): Promise<Response>;
  readonly events: readonly ProviderEvent[];
  readonly attempts: readonly DeliveryAttempt[];
  readonly refunds: ReadonlyMap<string, ProviderRefund>;
  /** Forgets everything, and drops the retries and refunds still scheduled (a simulator reset). */
  reset(): void;
}

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(18).toString('base64url')}`;

export function createCardProvider({
  notificationUrl,
  deliver,
  scheduler = realScheduler,
  signingSecrets = () => [PROVIDER_SIGNING_SECRET],
  refundSettlesAfterMs = 0,
}: CardProviderOptions): CardProvider {
  const events: ProviderEvent[] = [];
  const attempts: DeliveryAttempt[] = [];
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, ProviderRefund>();
  const refundsByKey = new Map<string, ProviderRefund>();
  // A reset starts a new generation: what an earlier one scheduled does nothing when it falls due.
  let generation = 0;
  const later = (delayMs: number, task: () => Promise<void>) => {
    const scheduledIn = generation;
    scheduler.after(delayMs, async () => {
      if (scheduledIn === generation) await task();
    });
  };

  /** One delivery: signed at the moment it is sent, over the exact bytes sent. */
  async function send(event: ProviderEvent): Promise<Response> {
    const body = JSON.stringify(event);
    const request = new Request(notificationUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signEvent(body, scheduler.now(), signingSecrets()) },
      body,
    });
    return deliver(request).catch(() => new Response(null, { status: 599 }));
  }

  async function attemptDelivery(event: ProviderEvent, attempt: number): Promise<void> {
    const answer = await send(event);
    attempts.push({ eventId: event.id, attempt, at: scheduler.now(), status: answer.status === 599 ? 0 : answer.status });
    if (answer.ok) return;
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if (delay !== undefined) later(delay, () => attemptDelivery(event, attempt + 1));
  }

  async function emit(type: ProviderEvent['type'], data: EventData): Promise<ProviderEvent> {
    const event: ProviderEvent = { id: randomId('evt'), type, created: Math.floor(scheduler.now().getTime() / 1000), data };
    events.push(event);
    await attemptDelivery(event, 1);
    return event;
  }

  /** A pending refund is settled a moment later, as a provider's are: to a card that cannot take it, it later fails. */
  function settle(refund: ProviderRefund, charge: Charge) {
    later(refundSettlesAfterMs, async () => {
      refund.status = 'succeeded';
      await emit('refund.succeeded', { sessionId: refund.sessionId, refundId: refund.id });
      if (!charge.refundFails) return;
      later(HOUR, async () => {
        refund.status = 'failed';
        charge.refunded -= refund.amount;
        await emit('refund.failed', { sessionId: refund.sessionId, refundId: refund.id, refundFailureReason: 'expired_or_canceled_card' });
      });
    });
  }

  return {
    events,
    attempts,
    refunds,
    emit,
    redeliver: send,
    reset() {
      generation += 1;
      events.length = 0;
      attempts.length = 0;
      charges.clear();
      refunds.clear();
      refundsByKey.clear();
    },
    paymentSucceeded(sessionId, amount, card, { refundFails = false } = {}) {
      charges.set(sessionId, { amount, card, refundFails, refunded: 0 });
      return emit('payment.succeeded', { sessionId, card });
    },
    paymentDeclined: (sessionId, declineCode) => emit('payment.declined', { sessionId, declineCode }),
    sessionAbandoned: (sessionId) => emit('session.abandoned', { sessionId }),
    refund({ sessionId, amount, idempotencyKey }) {
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) return { id: earlier.id };
      const charge = charges.get(sessionId);
      // Stripe refuses a refund of a payment it never took, or of more than is left of it.
      if (!charge) throw new Error(`The card provider took no payment on ${sessionId}`);
      if (amount > charge.amount - charge.refunded) throw new Error(`The card provider cannot refund more than was taken on ${sessionId}`);
      charge.refunded += amount;
      const refund: ProviderRefund = { id: randomId('re'), sessionId, amount, status: 'pending' };
      refunds.set(refund.id, refund);
      refundsByKey.set(idempotencyKey, refund);
      settle(refund, charge);
      return { id: refund.id };
    },
  };
}
