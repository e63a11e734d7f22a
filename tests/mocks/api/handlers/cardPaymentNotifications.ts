// TEST DOUBLE, never shipped: the card provider's signed notifications (POST /card-payments/notifications),
// the only way a payment's result reaches the simulated API. The signature is checked over the raw body
// before anything in it is believed.
import { HttpResponse } from 'msw';
import { problem } from '../responses';
import { applyCardPaymentOutcome, cardPaymentBySession, type GatewayOutcome, type GatewayReport } from '../backend-reference/cardPayments';
import { isSignedNotification, SIGNATURE_HEADER } from '../backend-reference/providerSignature';
import { apiHttp, type ApiHandlerOptions } from './options';

const OUTCOMES: readonly GatewayOutcome[] = ['succeeded', 'declined', 'abandoned'];
const DECLINE_CODES: readonly NonNullable<GatewayReport['declineCode']>[] = ['card_declined', 'authentication_failed'];

/** The card, when the body names one as the contract shapes it (brand and last four digits). */
function readCard(value: unknown): GatewayReport['card'] {
  if (!value || typeof value !== 'object') return undefined;
  const { brand, last4 } = value as Record<string, unknown>;
  return typeof brand === 'string' && typeof last4 === 'string' && /^\d{4}$/.test(last4) ? { brand, last4 } : undefined;
}

function readNotification(rawBody: string): { sessionId: string; outcome: GatewayOutcome; report: GatewayReport } | undefined {
  try {
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const outcome = OUTCOMES.find((candidate) => candidate === body.outcome);
    const report: GatewayReport = { card: readCard(body.card), declineCode: DECLINE_CODES.find((code) => code === body.declineCode) };
    return typeof body.sessionId === 'string' && outcome ? { sessionId: body.sessionId, outcome, report } : undefined;
  } catch {
    return undefined;
  }
}

export function cardPaymentNotificationHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const { store } = options;
  return [
    http.post('/card-payments/notifications', async ({ request }) => {
      const rawBody = await request.text();
      if (!isSignedNotification(rawBody, request.headers.get(SIGNATURE_HEADER)))
        throw problem(400, 'signature-mismatch', "The notification's signature does not match its body", { errors: [{ in: 'header', name: SIGNATURE_HEADER, detail: 'does not match the body' }] });
      const notification = readNotification(rawBody);
      if (!notification) throw problem(400, 'invalid-request', "The body must be { sessionId, outcome: 'succeeded' | 'declined' | 'abandoned' }");
      if (!cardPaymentBySession(store, notification.sessionId)) throw problem(404, 'not-found', `No card payment session ${notification.sessionId}`);
      const record = applyCardPaymentOutcome(store, notification.sessionId, notification.outcome, new Date(), notification.report)!;
      return HttpResponse.json({ id: record.id, status: record.status });
    }),
  ];
}
