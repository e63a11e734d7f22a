// Tests of the card provider stand-in and the simulated API together, over HTTP (test doubles): the provider's
// webhooks as a real provider sends them (signed with a timestamp, each event with an id, retried until the API
// answers 2xx, in any order) and refunds made through the provider as records with their own status.
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import type { CardPayment } from '@/domain/account/cardPayments';
import type { PaymentEntry } from '@/domain/account/payments';
import type { Paged } from '@/domain/lists/listQuery';
import { demoAccount } from '../mocks/data/demoAccounts';
import { problem } from '../mocks/api/responses';
import { SIGNATURE_TOLERANCE_SECONDS } from '../mocks/api/backend-reference/providerSignature';
import { RETRY_DELAYS_MS } from '../mocks/payments/cardProvider';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();
const NOTIFICATIONS = `${API_URL}/card-payments/notifications`;
const RETURN_URL = `${new URL(API_URL).origin}/myaccount/payments`;
const VISA = { brand: 'Visa', last4: '4242' };
const FAILED_DD = 'member-failed-payment';
const membershipNumber = demoAccount(FAILED_DD).membershipNumber!;

const account = () => simulator.store().account.accounts.get(membershipNumber)!;
const owedDebt = () => account().payments.find((payment) => payment.status === 'Failed - Unpaid')!;

async function member(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await callApi(`/members/${membershipNumber}${path}`, { token: await tokenForDemoAccount(FAILED_DD), ...init });
  expect(response.ok, `${response.status} ${await response.clone().text()}`).toBe(true);
  return response.json();
}

/** A card payment session for the failed collection, opened as the portal does. */
const openSession = async () =>
  (await member('/card-payments', { method: 'POST', body: { purpose: 'payment', paymentIds: [owedDebt().id], returnUrl: RETURN_URL } })) as CardPayment;
const cardPayment = async (id: string) => (await member(`/card-payments/${id}`)) as CardPayment;
const paidBy = (id: string) => account().payments.filter((payment) => payment.paidBy?.cardPaymentId === id);

/** Every delivery the API received, as sent: its bytes and signature. */
function captureDeliveries() {
  const captured: { body: string; signature: string }[] = [];
  simulator.server.events.on('request:start', ({ request }) => {
    if (request.url === NOTIFICATIONS)
      void request
        .clone()
        .text()
        .then((body) => captured.push({ body, signature: request.headers.get('Payment-Signature')! }));
  });
  return captured;
}

describe('signed with a timestamp: a captured webhook cannot be replayed later', () => {
  it('the same bytes and signature, sent again past the 5-minute tolerance, are refused 400 signature-expired', async () => {
    const captured = captureDeliveries();
    const session = await openSession();
    await simulator.cardProvider.paymentDeclined(session.sessionId, 'card_declined');
    expect(await cardPayment(session.id)).toMatchObject({ status: 'Unsuccessful' });
    await expect.poll(() => captured.length).toBe(1);

    const replay = () =>
      fetch(NOTIFICATIONS, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Payment-Signature': captured[0]!.signature }, body: captured[0]!.body });
    // Within the tolerance it is the same event again: taken once already, answered as a duplicate.
    expect(await (await replay()).json()).toMatchObject({ duplicate: true });
    await simulator.webhooks.advance((SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    const late = await replay();
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'signature-expired' });
  });

  it('a body altered after signing is refused 400 signature-invalid and changes nothing', async () => {
    const captured = captureDeliveries();
    const session = await openSession();
    await simulator.cardProvider.paymentDeclined(session.sessionId, 'card_declined');
    await expect.poll(() => captured.length).toBe(1);
    const forged = captured[0]!.body.replace('payment.declined', 'payment.succeeded').replace(/"id":"evt_[^"]+"/, '"id":"evt_test_forged_one"');
    const response = await fetch(NOTIFICATIONS, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Payment-Signature': captured[0]!.signature }, body: forged });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'signature-invalid' });
    expect(await cardPayment(session.id)).toMatchObject({ status: 'Unsuccessful' });
  });
});

describe('delivered at least once: each event id is processed once', () => {
  it('the same event delivered three times is recorded once', async () => {
    const session = await openSession();
    const event = await simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, VISA);
    const again = [await simulator.cardProvider.redeliver(event), await simulator.cardProvider.redeliver(event)];
    expect(await Promise.all(again.map((answer) => answer.json()))).toEqual([
      { id: session.id, status: 'Successful', duplicate: true },
      { id: session.id, status: 'Successful', duplicate: true },
    ]);
    expect(paidBy(session.id)).toHaveLength(1);
    const { items } = (await member('/payments')) as Paged<PaymentEntry>;
    expect(items.filter((entry) => entry.kind === 'cardPayment' && entry.cardPayment.id === session.id)).toHaveLength(1);
    expect(simulator.store().members.get(membershipNumber)!.details.balance).toBe(0);
  });
});

describe('retried with backoff until the API answers 2xx', () => {
  it('a delivery answered 500 is sent again a minute later, and then recorded', async () => {
    simulator.server.use(http.post(NOTIFICATIONS, () => problem(500, 'internal-error', 'The API is restarting'), { once: true }));
    const session = await openSession();
    const event = await simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, VISA);
    const attempts = () => simulator.cardProvider.attempts.filter((attempt) => attempt.eventId === event.id).map((attempt) => attempt.status);
    expect(attempts()).toEqual([500]);
    expect(await cardPayment(session.id)).toMatchObject({ status: 'Raised' });

    await simulator.webhooks.advance(RETRY_DELAYS_MS[0]! - 1);
    expect(attempts()).toEqual([500]);
    await simulator.webhooks.advance(1);
    expect(attempts()).toEqual([500, 200]);
    expect(await cardPayment(session.id)).toMatchObject({ status: 'Successful' });
    expect(paidBy(session.id)).toHaveLength(1);
  });

  it('keeps trying on the schedule while the API fails, for about three days, then stops', async () => {
    simulator.server.use(http.post(NOTIFICATIONS, () => problem(500, 'internal-error', 'The API is down')));
    const session = await openSession();
    const event = await simulator.cardProvider.paymentDeclined(session.sessionId, 'card_declined');
    const at = () => simulator.cardProvider.attempts.filter((attempt) => attempt.eventId === event.id).map((attempt) => attempt.at.getTime());
    await simulator.webhooks.advance(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) + 1);
    const times = at();
    expect(times).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(times.slice(1).map((time, index) => time - times[index]!)).toEqual(RETRY_DELAYS_MS);
    expect((times.at(-1)! - times[0]!) / 3_600_000).toBeGreaterThan(60);
    expect(simulator.webhooks.pending()).toBe(0);
  });
});

describe('in any order: a late success is recorded', () => {
  it('declined, then succeeded on the same session: the payment is recorded and the debt paid', async () => {
    const session = await openSession();
    await simulator.cardProvider.paymentDeclined(session.sessionId, 'card_declined');
    expect(await cardPayment(session.id)).toMatchObject({ status: 'Unsuccessful' });
    await simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, VISA);
    expect(await cardPayment(session.id)).toMatchObject({ status: 'Successful', card: VISA, failureReason: null, refund: null });
    expect(paidBy(session.id).map((payment) => payment.status)).toEqual(['Failed - Paid']);
  });

  it('declined, then succeeded after the debt was paid another way: recorded, and refunded through the provider as a refund record', async () => {
    const session = await openSession();
    await simulator.cardProvider.paymentDeclined(session.sessionId, 'card_declined');
    // Paid by another session meanwhile (the member started again from the portal).
    const other = await openSession();
    await simulator.cardProvider.paymentSucceeded(other.sessionId, other.amount, VISA);
    await simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, { brand: 'Visa', last4: '1881' });

    const refunded = await cardPayment(session.id);
    expect(refunded).toMatchObject({ status: 'Refunded', card: { last4: '1881' } });
    expect(refunded.refund).toMatchObject({ cardPaymentId: session.id, amount: 15, reason: 'duplicate', status: 'Pending', completedAt: null });
    expect(simulator.cardProvider.refunds.get(refunded.refund!.providerReference)).toMatchObject({ sessionId: session.sessionId, amount: 15, status: 'pending' });
    expect(paidBy(session.id)).toHaveLength(0);

    // The provider settles it and says so by its own event.
    await simulator.webhooks.runDue();
    expect((await cardPayment(session.id)).refund).toMatchObject({ status: 'Succeeded', completedAt: expect.any(String) });
    const { items } = (await member('/payments?status=Refunded')) as Paged<PaymentEntry>;
    expect(items.map((entry) => entry.kind === 'cardPayment' && entry.cardPayment.id === session.id && entry.cardPayment.refund?.status)).toEqual(['Succeeded']);
    expect(account().payments.filter((payment) => payment.status === 'Failed - Paid')).toHaveLength(1);
  });

  it('a refund to a card that was closed: Succeeded, then Failed an hour later when the provider says so, with the reason', async () => {
    const older = await openSession();
    const newer = await openSession();
    await simulator.cardProvider.paymentSucceeded(newer.sessionId, newer.amount, VISA);
    // The superseded session's money arrives too, from a card the provider cannot refund to for long.
    await simulator.cardProvider.paymentSucceeded(older.sessionId, older.amount, { brand: 'Visa', last4: '5126' }, { refundFails: true });
    expect((await cardPayment(older.id)).refund).toMatchObject({ status: 'Pending' });
    await simulator.webhooks.runDue();
    expect((await cardPayment(older.id)).refund).toMatchObject({ status: 'Succeeded' });
    await simulator.webhooks.advance(3_600_000);
    expect((await cardPayment(older.id)).refund).toMatchObject({ status: 'Failed', failureReason: 'The card has expired or been cancelled.' });
  });

  it('a decline delivered after the success (out of order) changes nothing', async () => {
    const session = await openSession();
    await simulator.cardProvider.paymentSucceeded(session.sessionId, session.amount, VISA);
    await simulator.cardProvider.emit('payment.declined', { sessionId: session.sessionId, declineCode: 'card_declined' });
    await simulator.cardProvider.emit('session.expired', { sessionId: session.sessionId });
    expect(await cardPayment(session.id)).toMatchObject({ status: 'Successful', failureReason: null });
    expect(paidBy(session.id)).toHaveLength(1);
  });

  it('an event about a session the API does not know is refused 404, and the provider keeps it to send again', async () => {
    const event = await simulator.cardProvider.emit('payment.declined', { sessionId: 'cs_test_not_made_here', declineCode: 'card_declined' });
    expect(simulator.cardProvider.attempts.filter((attempt) => attempt.eventId === event.id).map((attempt) => attempt.status)).toEqual([404]);
    expect(simulator.webhooks.pending()).toBe(1);
  });
});
