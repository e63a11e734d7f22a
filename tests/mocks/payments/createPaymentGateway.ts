// TEST DOUBLE, never shipped: the card payment provider's hosted payment page, for `npm start` and the e2e
// tests. The portal sends the member here (VITE_PAYMENTS_GATEWAY_URL?session=…); the page takes one of the
// published test card numbers, tells the API simulator the result the way a provider's server notification
// would (straight into its store), and sends the member back to the portal's return address.
import express, { type Router } from 'express';
import { isLoopbackHost } from '../idp/loopback.ts';
import { applyCardPaymentOutcome, type GatewayOutcome } from '../api/rules/account.ts';
import type { SimulatorStore } from '../api/store.ts';
import { renderFinishedPage, renderPaymentPage, renderUnknownSessionPage, type PaymentFormState } from './gatewayPages.ts';
import { testCardOutcome } from './testCards.ts';

export interface PaymentGatewayOptions {
  /** The store the API simulator answers from: the provider's notification lands here. */
  store: SimulatorStore;
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
  if (!form.cardNumber || !testCardOutcome(form.cardNumber)) return 'Enter one of the test card numbers listed below.';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.expiry ?? '')) return 'Enter the expiry date as MM/YY, for example 12/30.';
  if (!/^\d{3,4}$/.test(form.securityCode ?? '')) return 'Enter the 3 digits on the back of the card.';
  return undefined;
}

export function createPaymentGateway({ store, mountPath, cardPaymentKey }: PaymentGatewayOptions): Router {
  const router = express.Router();
  const sessionOf = (id: unknown) => store.account.cardPayments.find((payment) => payment.sessionId === id);

  router.get('/', (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (cardPaymentKey && req.query.key !== cardPaymentKey) {
      return res.status(403).type('html').send(renderUnknownSessionPage());
    }
    const payment = sessionOf(req.query.session);
    if (!payment) return res.status(404).type('html').send(renderUnknownSessionPage());
    if (payment.status !== 'Raised') return res.type('html').send(renderFinishedPage(payment));
    return res.type('html').send(renderPaymentPage(payment, mountPath));
  });

  router.post('/', express.urlencoded({ extended: false }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    const form = readForm((req.body ?? {}) as Record<string, unknown>);
    const payment = sessionOf(form.session);
    if (!payment) return res.status(404).type('html').send(renderUnknownSessionPage());
    if (payment.status !== 'Raised') return res.type('html').send(renderFinishedPage(payment));

    let outcome: GatewayOutcome;
    if (form.action === 'cancel') outcome = 'abandoned';
    else {
      const problem = cardProblem(form);
      if (problem) return res.status(400).type('html').send(renderPaymentPage(payment, mountPath, { ...form, error: problem }));
      outcome = testCardOutcome(form.cardNumber!)!;
    }
    // The provider's server-to-server notification, then the member's return to the portal.
    applyCardPaymentOutcome(store, payment.sessionId, outcome);
    const back = safeReturnUrl(payment.returnUrl);
    if (!back) return res.status(400).type('text/plain').send('The return address is not on this machine.');
    return res.redirect(303, back);
  });

  return router;
}
