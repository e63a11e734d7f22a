// TEST DOUBLE, never shipped: the 3-D Secure challenge the hosted payment page stand-in shows for a test card
// whose issuer asks for it (tests/mocks/payments/testCards.ts), as Stripe's test page does: the payer
// completes or fails the authentication, and only then is the result reported.
import { escapeHtml, renderPage } from '../idp/html.ts';
import type { CardPaymentRecord } from '../api/seed/account.ts';
import { PAGE_STYLE, pounds } from './gatewayPages.ts';
import { cardReportOf } from './testCards.ts';

/** The form actions of the challenge's two buttons. */
export const CHALLENGE_ACTIONS = { complete: 'complete-authentication', fail: 'fail-authentication' } as const;

const NOTICE = `<p class="notice"><strong>Test double.</strong> This page stands in for a card issuer's 3-D Secure check,
shown by the hosted payment page stand-in. No card is charged and no code is needed.</p>`;

export function renderChallengePage(payment: CardPaymentRecord, mountPath: string, cardNumber: string): string {
  const card = cardReportOf(cardNumber);
  return renderPage({
    title: 'Authenticate your payment | Payment page stand-in',
    head: PAGE_STYLE,
    main: `<h1>Authenticate your payment</h1>
${NOTICE}
<p>Your card issuer asks you to confirm this payment (3-D Secure): <strong>${escapeHtml(pounds(payment.amount))}</strong> to
Larder Caterers' Association from your ${escapeHtml(card.brand)} card ending ${escapeHtml(card.last4)}.</p>
<p>A real bank would ask for a code or for approval in its app here. On this test page you choose what happens.</p>
<form method="post" action="${escapeHtml(mountPath)}">
<input type="hidden" name="session" value="${escapeHtml(payment.sessionId)}">
<input type="hidden" name="cardNumber" value="${escapeHtml(cardNumber)}">
<p><button type="submit" name="action" value="${CHALLENGE_ACTIONS.complete}">Complete authentication</button>
<button type="submit" name="action" value="${CHALLENGE_ACTIONS.fail}" class="secondary">Fail authentication</button></p>
</form>`,
  });
}
