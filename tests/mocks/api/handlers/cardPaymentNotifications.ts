// TEST DOUBLE, never shipped: the card provider's signed events (POST /card-payments/notifications), the only
// way a payment's or a refund's result reaches the simulated API. The signature is checked over the raw body,
// with its timestamp within the tolerance, before anything in it is believed; the contract gate has already
// held the body to the event's shape.
import { HttpResponse } from 'msw';
import { problem } from '../responses';
import { applyCardPaymentEvent, cardPaymentBySession } from '../backend-reference/cardPayments';
import { withAccountStatusSync } from '../backend-reference/accountStatusSync';
import { PROVIDER_SIGNING_SECRET, SIGNATURE_HEADER, verifyEventSignature } from '../backend-reference/providerSignature';
import type { ApiSchemas } from './options';
import { apiHttp, type ApiHandlerOptions } from './options';

const SIGNATURE_REFUSALS = {
  'signature-invalid': "The event's signature does not match its body",
  'signature-expired': "The event's signature is more than 5 minutes from the API's clock: a replay is refused",
} as const;

export function cardPaymentNotificationHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const { store } = options;
  const secrets = options.providerSigningSecrets ?? (() => [PROVIDER_SIGNING_SECRET]);
  return [
    http.post('/card-payments/notifications', async ({ request }) => {
      const rawBody = await request.text();
      const now = options.eventClock?.() ?? new Date();
      const signature = verifyEventSignature(rawBody, request.headers.get(SIGNATURE_HEADER), now, secrets());
      if (!signature.ok) throw problem(400, signature.code, SIGNATURE_REFUSALS[signature.code]);
      const event = JSON.parse(rawBody) as ApiSchemas['CardPaymentEvent'];
      const membershipNumber = cardPaymentBySession(store, event.data.sessionId)?.membershipNumber;
      const applied = withAccountStatusSync(store, membershipNumber, options.signInUsers, () =>
        applyCardPaymentEvent(store, event, { now, provider: options.cardProvider }),
      );
      if (!applied.ok) throw problem(applied.status, applied.code, applied.message);
      return HttpResponse.json(applied.answer);
    }),
  ];
}
