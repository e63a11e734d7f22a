// TEST DOUBLE, never shipped: the pages of the hosted payment page stand-in, in the sign-in stand-in's plain
// layout (it passes an axe WCAG 2.2 AA scan).
import { escapeHtml, renderPage } from '../idp/html.ts';
import type { CardPaymentRecord } from '../api/seed/account.ts';
import { TEST_CARDS } from './testCards.ts';

export const pounds = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The test card table's lines, and the secondary buttons (Cancel, Fail authentication) outlined. */
export const PAGE_STYLE = `<style>
  table{border-collapse:collapse;margin-top:.5rem}
  caption{text-align:left;margin-bottom:.5rem}
  th,td{border:1px solid #d0d4da;padding:.35rem .7rem;text-align:left}
  button.secondary{background:#fff;color:#0b4f8a;margin-left:.5rem}
</style>`;

const NOTICE = `<p class="notice"><strong>Test double.</strong> This page stands in for the card payment provider's
hosted payment page. No card is charged and no card number is stored. Use a test card number from the list below.</p>`;

export interface PaymentFormState {
  cardNumber?: string;
  expiry?: string;
  securityCode?: string;
  nameOnCard?: string;
  error?: string;
}

function field(name: string, label: string, value: string | undefined, attributes: string): string {
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value ?? '')}" ${attributes}>`;
}

export function renderPaymentPage(payment: CardPaymentRecord, mountPath: string, state: PaymentFormState = {}): string {
  const cards = TEST_CARDS.map((card) => `<tr><td>${escapeHtml(card.number)}</td><td>${escapeHtml(card.meaning)}</td></tr>`).join('');
  const error = state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : '';
  return renderPage({
    title: `Pay ${pounds(payment.amount)} | Payment page stand-in`,
    head: PAGE_STYLE,
    main: `<h1>Pay ${escapeHtml(pounds(payment.amount))}</h1>
${NOTICE}
<p><strong>To:</strong> Larder Caterers' Association<br><strong>For:</strong> ${escapeHtml(payment.description)}</p>
${error}
<form method="post" action="${escapeHtml(mountPath)}" class="credentials">
<input type="hidden" name="session" value="${escapeHtml(payment.sessionId)}">
${field('nameOnCard', 'Name on card', state.nameOnCard, 'autocomplete="cc-name" required')}
${field('cardNumber', 'Card number', state.cardNumber, 'autocomplete="cc-number" inputmode="numeric" required')}
${field('expiry', 'Expiry date (MM/YY)', state.expiry, 'autocomplete="cc-exp" inputmode="numeric" required')}
${field('securityCode', 'Security code', state.securityCode, 'autocomplete="cc-csc" inputmode="numeric" required')}
<p><button type="submit" name="action" value="pay">Pay ${escapeHtml(pounds(payment.amount))}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel and return to Larder</button></p>
</form>
<h2>Test card numbers</h2>
<table><caption>Card numbers this stand-in understands; any expiry date in the future and any 3 digits as the security code.</caption>
<thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead><tbody>${cards}</tbody></table>`,
  });
}

export function renderFinishedPage(payment: CardPaymentRecord): string {
  return renderPage({
    title: 'Payment already finished | Payment page stand-in',
    main: `<h1>This payment is already finished</h1>
${NOTICE}
<p>Its result was: ${escapeHtml(payment.status)}.</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Return to Larder</a></p>`,
  });
}

export function renderUnknownSessionPage(): string {
  return renderPage({
    title: 'Payment not found | Payment page stand-in',
    main: `<h1>We couldn't find this payment</h1>
${NOTICE}
<p>The link to this page is incomplete or the payment has expired. Please go back to Larder and start again.</p>`,
  });
}

export function renderReplacedPage(payment: CardPaymentRecord): string {
  return renderPage({
    title: 'Payment replaced | Payment page stand-in',
    main: `<h1>This payment has been replaced by a newer one</h1>
${NOTICE}
<p>A newer payment was started for the same thing (${escapeHtml(payment.description)}), so this one can no longer
be paid and nothing has been taken. Please go back to Larder: if the newer payment was not finished, start again there.</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Return to Larder</a></p>`,
  });
}

export function renderExpiredPage(payment: CardPaymentRecord): string {
  return renderPage({
    title: 'Payment expired | Payment page stand-in',
    main: `<h1>This payment has expired</h1>
${NOTICE}
<p>Payments must be finished within 30 minutes of starting them, so this one can no longer be paid and nothing has
been taken. Please go back to Larder and start again.</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Return to Larder</a></p>`,
  });
}
