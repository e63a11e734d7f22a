// TEST DOUBLE, never shipped: the signature on the card provider's events (api/areas/payments.yaml,
// POST /card-payments/notifications), as Stripe signs its webhooks: `Payment-Signature: t=<unix seconds>,
// v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is inside what is signed, so a captured event
// cannot be replayed once it is older than the tolerance; while a secret is rotated the provider signs with
// both (two `v1`), and the API accepts either of its active secrets. The provider stand-in signs; the API
// simulator verifies.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The stand-ins' shared secrets. A real deployment keeps its own in the API's settings, never in code. */
export const PROVIDER_SIGNING_SECRET = 'whsec_larder_stand_in_only';
/** The secret the stand-in rotates to (tests of a rotation use it beside the first). */
export const PROVIDER_NEXT_SIGNING_SECRET = 'whsec_larder_stand_in_next';

export const SIGNATURE_HEADER = 'Payment-Signature';

/** How old a signed event may be when it arrives (Stripe's default tolerance): older ones are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

/** The header for a body sent at a moment: one `v1` per secret the provider signs with now. */
export function signEvent(rawBody: string, at: Date, secrets: readonly string[] = [PROVIDER_SIGNING_SECRET]): string {
  const timestamp = unixSeconds(at);
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${hmac(secret, timestamp, rawBody)}`)].join(',');
}

/** Why a signature is refused, as the problem code the API answers with. */
export type SignatureRefusal = 'signature-invalid' | 'signature-expired';

function parseHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Other schemes (v0, a future v2) are ignored, as Stripe's libraries do.
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

const sameHex = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Whether the header signs exactly this body with one of the active secrets (compared in constant time),
 * and was made within the tolerance of now (either side: a clock a little ahead is not a replay).
 */
export function verifyEventSignature(
  rawBody: string,
  header: string | null,
  now: Date,
  secrets: readonly string[] = [PROVIDER_SIGNING_SECRET],
): { ok: true } | { ok: false; code: SignatureRefusal } {
  const parsed = header ? parseHeader(header) : undefined;
  if (!parsed) return { ok: false, code: 'signature-invalid' };
  const expected = secrets.map((secret) => hmac(secret, parsed.timestamp, rawBody));
  if (!parsed.signatures.some((given) => expected.some((candidate) => sameHex(given, candidate)))) return { ok: false, code: 'signature-invalid' };
  // Checked after the signature, so an unsigned header cannot learn the server's clock.
  if (Math.abs(unixSeconds(now) - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, code: 'signature-expired' };
  return { ok: true };
}
