// TEST DOUBLE, never shipped: the card payment provider's hosted payment page, for `npm start` and the e2e
// tests. The portal sends the member here (VITE_PAYMENTS_GATEWAY_URL?session=…); the page takes one of the
// published test card numbers, reports the result to the API by a signed server-to-server notification
// (POST /card-payments/notifications, as a provider's webhook does), and sends the member back to the
// portal's return address. A test card whose issuer asks for 3-D Secure gets the challenge step first
// (challengePage.ts): completing it pays, failing it declines. It reads the sessions the API made but never writes them: a session superseded
// by a newer one, or open for more than 30 minutes, takes no payment.
import express, { type Router } from 'express';
import { isLoopbackHost } from '../idp/loopback.ts';
import type { GatewayOutcome, GatewayReport } from '../api/backend-reference/cardPayments.ts';
import { SIGNATURE_HEADER, signNotification } from '../api/backend-reference/providerSignature.ts';
import type { CardPaymentRecord } from '../api/seed/account.ts';
import type { SimulatorStore } from '../api/store.ts';
import {
  renderExpiredPage,
  renderFinishedPage,
  renderNotificationFailedPage,
  renderPaymentPage,
  renderReplacedPage,
  renderUnknownSessionPage,
  type PaymentFormState,
} from './gatewayPages.ts';
import { CHALLENGE_ACTIONS, renderChallengePage } from './challengePage.ts';
import { cardReportOf, testCardOf } from './testCards.ts';

export interface PaymentGatewayOptions {
  /** The store the API simulator answers from, read for the sessions it made (never written). */
  store: SimulatorStore;
  /** The API's notification address (`${VITE_API_URL}/card-payments/notifications`). */
  notificationUrl: string;
  /** Sends the signed notification to the API and answers with its response (the simulator's handlers). */
  deliverNotification: (request: Request) => Promise<Response>;
  /** The provider's clock, for the sessions' expiry. */
  now?: () => Date;
  /** Where the page is mounted, e.g. `/pay` (the path of VITE_PAYMENTS_GATEWAY_URL). */
  mountPath: string;
  /** VITE_CARD_PAYMENT_KEY: when set, the page refuses a visit without it, as a provider refuses an unknown key. */
  cardPaymentKey?: string;
}

/** Only back to a page on this machine: the stand-in never sends anyone elsewhere. */
function safeReturnUrl(value: string): string | undefined {
  try {
    return isLoopbackHost(new URL(value).hostname) ? value : undefined;
  } catch {
    return undefined;
  }
}

function readForm(body: Record<string, unknown>): PaymentFormState & { session: string; action: string } {
  const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  return {
    session: field('session'),
    action: field('action'),
    nameOnCard: field('nameOnCard'),
    cardNumber: field('cardNumber'),
    expiry: field('expiry'),
    securityCode: field('securityCode'),
  };
}

/** What is wrong with the typed card details, in the words a payment page would use, or undefined. */
function cardProblem(form: PaymentFormState): string | undefined {
  if (!form.nameOnCard) return 'Enter the name on the card.';
  if (!form.cardNumber || !testCardOf(form.cardNumber)) return 'Enter one of the test card numbers listed below.';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.expiry ?? '')) return 'Enter the expiry date as MM/YY, for example 12/30.';
  if (!/^\d{3,4}$/.test(form.securityCode ?? '')) return 'Enter the 3 digits on the back of the card.';
  return undefined;
}

/** The page for a session that takes no payment (replaced, expired or finished), or undefined while it is open. */
function closedSessionPage(payment: CardPaymentRecord, now: Date): string | undefined {
  if (payment.status === 'Superseded') return renderReplacedPage(payment);
  if (payment.status === 'Expired' || (payment.status === 'Raised' && now.getTime() >= Date.parse(payment.expiresAt)))
    return renderExpiredPage(payment);
  if (payment.status !== 'Raised') return renderFinishedPage(payment);
  return undefined;
}

export function createPaymentGateway({
  store,
  mountPath,
  cardPaymentKey,
  notificationUrl,
  deliverNotification,
  now = () => new Date(),
}: PaymentGatewayOptions): Router {
  const router = express.Router();
  const sessionOf = (id: unknown) => store.account.cardPayments.find((payment) => payment.sessionId === id);

  /** The provider's webhook: the result, signed over the exact bytes sent. */
  async function notify(sessionId: string, outcome: GatewayOutcome, report: GatewayReport = {}): Promise<boolean> {
    const body = JSON.stringify({ sessionId, outcome, ...report });
    const answer = await deliverNotification(
      new Request(notificationUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signNotification(body) },
        body,
      }),
    );
    return answer.ok;
  }

  router.get('/', (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (cardPaymentKey && req.query.key !== cardPaymentKey) {
      return res.status(403).type('html').send(renderUnknownSessionPage());
    }
    const payment = sessionOf(req.query.session);
    if (!payment) return res.status(404).type('html').send(renderUnknownSessionPage());
    const closed = closedSessionPage(payment, now());
    if (closed) return res.type('html').send(closed);
    return res.type('html').send(renderPaymentPage(payment, mountPath));
  });

  router.post('/', express.urlencoded({ extended: false }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const form = readForm((req.body ?? {}) as Record<string, unknown>);
    const payment = sessionOf(form.session);
    if (!payment) return res.status(404).type('html').send(renderUnknownSessionPage());
    // Checked again at the moment of paying: a newer session may have replaced this one since the page loaded.
    const closed = closedSessionPage(payment, now());
    if (closed) return res.status(409).type('html').send(closed);

    let outcome: GatewayOutcome;
    let report: GatewayReport = {};
    const challenged = testCardOf(form.cardNumber ?? '')?.challenge === true;
    if (form.action === 'cancel') outcome = 'abandoned';
    else if (form.action === CHALLENGE_ACTIONS.complete || form.action === CHALLENGE_ACTIONS.fail) {
      // The challenge's answer, only ever for a card that asks for one (its number came back with the form).
      if (!challenged) return res.status(400).type('html').send(renderPaymentPage(payment, mountPath, { error: 'Enter the card details again.' }));
      const completed = form.action === CHALLENGE_ACTIONS.complete;
      outcome = completed ? 'succeeded' : 'declined';
      report = completed ? { card: cardReportOf(form.cardNumber!) } : { declineCode: 'authentication_failed' };
    } else {
      const problem = cardProblem(form);
      if (problem) return res.status(400).type('html').send(renderPaymentPage(payment, mountPath, { ...form, error: problem }));
      // Nothing is reported yet for a card whose issuer asks for 3-D Secure: the payer answers the challenge first.
      if (challenged) return res.type('html').send(renderChallengePage(payment, mountPath, form.cardNumber!));
      outcome = testCardOf(form.cardNumber!)!.outcome;
      if (outcome === 'succeeded') report = { card: cardReportOf(form.cardNumber!) };
      if (outcome === 'declined') report = { declineCode: 'card_declined' };
    }
    // The provider's server-to-server notification, then the member's return to the portal.
    if (!(await notify(payment.sessionId, outcome, report))) return res.status(502).type('html').send(renderNotificationFailedPage());
    const back = safeReturnUrl(payment.returnUrl);
    if (!back) return res.status(400).type('text/plain').send('The return address is not on this machine.');
    return res.redirect(303, back);
  });

  return router;
}
