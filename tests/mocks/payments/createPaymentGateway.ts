// TEST DOUBLE, never shipped: the card payment provider's hosted payment page, for `npm start` and the e2e
// tests. The portal sends the member here (VITE_PAYMENTS_GATEWAY_URL?session=…); the page takes one of the
// published test card numbers, tells the provider (cardProvider.ts), which reports the result to the API by
// its signed webhook (POST /card-payments/notifications, retried until answered), and sends the member back
// to the portal's return address. A test card whose issuer asks for 3-D Secure gets the challenge step first
// (challengePage.ts): completing it pays, failing it declines. It reads the sessions the API made but never writes them: a session superseded
// by a newer one, or open for more than 30 minutes, takes no payment.
import express, { type Router } from 'express';
import { isLoopbackHost } from '../idp/loopback.ts';
import type { CardPaymentRecord } from '../api/seed/account.ts';
import type { SimulatorStore } from '../api/store.ts';
import type { CardProvider } from './cardProvider.ts';
import {
  renderExpiredPage,
  renderFinishedPage,
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
  /** The provider the page reports to, whose webhooks tell the API. */
  provider: CardProvider;
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

/** A declined attempt leaves the session open for another, as a provider's hosted page does. */
const TAKES_PAYMENT: readonly CardPaymentRecord['status'][] = ['Raised', 'Unsuccessful'];

/** The page for a session that takes no payment (replaced, expired or finished), or undefined while it is open. */
function closedSessionPage(payment: CardPaymentRecord, now: Date): string | undefined {
  if (payment.status === 'Superseded') return renderReplacedPage(payment);
  const open = TAKES_PAYMENT.includes(payment.status);
  if (payment.status === 'Expired' || (open && now.getTime() >= Date.parse(payment.expiresAt))) return renderExpiredPage(payment);
  if (!open) return renderFinishedPage(payment);
  return undefined;
}

export function createPaymentGateway({
  store,
  mountPath,
  cardPaymentKey,
  provider,
  now = () => new Date(),
}: PaymentGatewayOptions): Router {
  const router = express.Router();
  const sessionOf = (id: unknown) => store.account.cardPayments.find((payment) => payment.sessionId === id);

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

    const testCard = testCardOf(form.cardNumber ?? '');
    const challenged = testCard?.challenge === true;
    const paid = () => provider.paymentSucceeded(payment.sessionId, payment.amount, cardReportOf(form.cardNumber!), { refundFails: testCard?.refundFails });
    if (form.action === 'cancel') await provider.sessionAbandoned(payment.sessionId);
    else if (form.action === CHALLENGE_ACTIONS.complete || form.action === CHALLENGE_ACTIONS.fail) {
      // The challenge's answer, only ever for a card that asks for one (its number came back with the form).
      if (!challenged) return res.status(400).type('html').send(renderPaymentPage(payment, mountPath, { error: 'Enter the card details again.' }));
      if (form.action === CHALLENGE_ACTIONS.complete) await paid();
      else await provider.paymentDeclined(payment.sessionId, 'authentication_failed');
    } else {
      const problem = cardProblem(form);
      if (problem) return res.status(400).type('html').send(renderPaymentPage(payment, mountPath, { ...form, error: problem }));
      // Nothing is reported yet for a card whose issuer asks for 3-D Secure: the payer answers the challenge first.
      if (challenged) return res.type('html').send(renderChallengePage(payment, mountPath, form.cardNumber!));
      const outcome = testCard!.outcome;
      if (outcome === 'succeeded') await paid();
      else if (outcome === 'declined') await provider.paymentDeclined(payment.sessionId, 'card_declined');
      else await provider.sessionAbandoned(payment.sessionId);
    }
    // The provider's webhook has been sent (and is sent again until the API answers it); the member goes back,
    // as a provider sends them to the success address whatever became of the webhook.
    const back = safeReturnUrl(payment.returnUrl);
    if (!back) return res.status(400).type('text/plain').send('The return address is not on this machine.');
    return res.redirect(303, back);
  });

  return router;
}
