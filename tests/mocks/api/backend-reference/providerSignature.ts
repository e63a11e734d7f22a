// TEST DOUBLE, never shipped: the signature on the card provider's notifications (api/areas/payments.yaml,
// POST /card-payments/notifications): HMAC-SHA256 over the raw body with a secret the provider and the API
// share, as Stripe signs its webhooks. The hosted page stand-in signs; the API simulator verifies.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The stand-ins' shared secret. A real deployment keeps its own in the API's settings, never in code. */
export const PROVIDER_NOTIFICATION_SECRET = 'whsec_larder_stand_in_only';

export const SIGNATURE_HEADER = 'Payment-Signature';

/** `sha256=` and the hex HMAC of the body, exactly as sent. */
export function signNotification(rawBody: string, secret: string = PROVIDER_NOTIFICATION_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether the header is the body's signature, compared in constant time. */
export function isSignedNotification(rawBody: string, header: string | null, secret: string = PROVIDER_NOTIFICATION_SECRET): boolean {
  if (!header) return false;
  const expected = Buffer.from(signNotification(rawBody, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
