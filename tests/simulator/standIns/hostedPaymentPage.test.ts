// Tests of the hosted payment page stand-in (a test double): the documented test cards, the 3-D Secure
// challenge, the result reported to the simulated API by the provider's signed webhook, sessions replaced by
// newer ones or expired, a declined session paid on a second try, and the way back to the portal.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { addMinutes } from 'date-fns';
import { describeViolations, type ContractViolation } from '../../contract/contract';
import { createPaymentGateway } from '../../mocks/payments/createPaymentGateway';
import { createCardProvider } from '../../mocks/payments/cardProvider';
import { TEST_CARDS } from '../../mocks/payments/testCards';
import { createApiHandlers } from '../../mocks/api/handlers';
import { createCardPayment } from '../../mocks/api/backend-reference/cardPayments';
import { createSimulatorStore, type SimulatorStore } from '../../mocks/api/store';
import type { CardPaymentRecord } from '../../mocks/api/seed/account';
import { verifyTestToken } from '../../mocks/api/testTokens';
import { callSimulator } from '../../mocks/server/simulatorMiddleware';
import { apiContract } from '../../integration/support/apiContract';
import { API_URL } from '../../support/apiUrl';

const PORTAL = new URL(API_URL).origin;
const RETURN_URL = `${PORTAL}/myaccount/payments`;
let store: SimulatorStore;
let server: Server;
let base = '';
let key: string | undefined;
let now: Date;
let violations: ContractViolation[];
let notifications: Request[];

beforeAll(async () => {
  const app = express();
  // Built per request, so each test's store, key and clock are the ones in use. The notification goes to the
  // simulator's own handlers, held to the contract as any call is.
  app.use('/pay', (req, res, next) =>
    createPaymentGateway({
      store,
      mountPath: '/pay',
      cardPaymentKey: key,
      now: () => now,
      provider: createCardProvider({
        notificationUrl: `${API_URL}/card-payments/notifications`,
        deliver: (request) => {
          notifications.push(request.clone());
          const handlers = createApiHandlers({ apiUrl: API_URL, verifyAccessToken: verifyTestToken, store, contract: apiContract });
          return callSimulator(handlers, request, { contract: apiContract, onViolation: (violation) => violations.push(violation) });
        },
      }),
    })(req, res, next),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  store = createSimulatorStore();
  key = undefined;
  now = new Date();
  violations = [];
  notifications = [];
  return () => expect(violations, describeViolations(violations)).toEqual([]);
});

function raised(): CardPaymentRecord {
  const member = store.members.get('LM100031')!;
  const failed = store.account.accounts.get('LM100031')!.payments.find((payment) => payment.status === 'Failed - Unpaid')!;
  const created = createCardPayment(store, member, { purpose: 'payment', paymentIds: [failed.id], returnUrl: RETURN_URL }, now, PORTAL);
  if (!created.ok) throw new Error(created.message);
  return created.record;
}

const card = (number: string, overrides: Record<string, string> = {}) => ({
  nameOnCard: 'Grace Okafor',
  cardNumber: number,
  expiry: '12/30',
  securityCode: '123',
  action: 'pay',
  ...overrides,
});

function submit(session: string, fields: Record<string, string>) {
  return fetch(`${base}/pay`, { method: 'POST', body: new URLSearchParams({ session, ...fields }), redirect: 'manual' });
}

describe('the hosted payment page stand-in', () => {
  it('shows the amount, what it is for, the test double notice and the documented test cards', async () => {
    const payment = raised();
    const response = await fetch(`${base}/pay?session=${payment.sessionId}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Pay £15.00</h1>');
    expect(page).toContain('Monthly membership, Standard (3 of 12)');
    expect(page).toContain('Test double.');
    for (const testCard of TEST_CARDS) expect(page).toContain(testCard.number);
  });

  it.each([
    { number: '4242 4242 4242 4242', status: 'Successful' },
    { number: '4000000000000002', status: 'Unsuccessful' },
    { number: '4000-0000-0000-0101', status: 'Not Completed' },
  ])('card $number: tells the simulator "$status" and sends the member back to the portal', async ({ number, status }) => {
    const payment = raised();
    const response = await submit(payment.sessionId, card(number));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${RETURN_URL}?payment=${payment.id}`);
    expect(store.account.cardPayments[0]!.status).toBe(status);
    expect(store.members.get('LM100031')!.details.balance).toBe(status === 'Successful' ? 0 : 15);
  });

  it('reports the result by the provider’s event, signed over its timestamp and body, never by writing the store itself', async () => {
    const payment = raised();
    await submit(payment.sessionId, card('4242 4242 4242 4242'));
    expect(notifications).toHaveLength(1);
    const [notification] = notifications;
    expect(notification!.url).toBe(`${API_URL}/card-payments/notifications`);
    // The card it took the money from, as a provider reports it: brand and last four digits, never the number.
    expect(JSON.parse(await notification!.text())).toEqual({
      id: expect.stringMatching(/^evt_test_/),
      type: 'payment.succeeded',
      created: expect.any(Number),
      data: { sessionId: payment.sessionId, card: { brand: 'Visa', last4: '4242' } },
    });
    expect(notification!.headers.get('Payment-Signature')).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('keeps a declined session open for another card, as a provider’s page does: the second try pays it', async () => {
    const payment = raised();
    await submit(payment.sessionId, card('4000 0000 0000 0002'));
    expect(store.account.cardPayments[0]!.status).toBe('Unsuccessful');
    expect(await (await fetch(`${base}/pay?session=${payment.sessionId}`)).text()).toContain('<h1>Pay £15.00</h1>');
    expect((await submit(payment.sessionId, card('4242 4242 4242 4242'))).status).toBe(303);
    expect(store.account.cardPayments[0]).toMatchObject({ status: 'Successful', failureReason: null });
    expect(store.members.get('LM100031')!.details.balance).toBe(0);
  });

  it('refuses to take payment on a session a newer one replaced, even from a page opened before, and says so', async () => {
    const older = raised();
    const openedEarlier = await (await fetch(`${base}/pay?session=${older.sessionId}`)).text();
    expect(openedEarlier).toContain('<h1>Pay £15.00</h1>');
    const newer = raised();
    expect((await submit(newer.sessionId, card('4242 4242 4242 4242'))).status).toBe(303);

    const late = await submit(older.sessionId, card('4242 4242 4242 4242'));
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This payment has been replaced by a newer one');
    expect(await (await fetch(`${base}/pay?session=${older.sessionId}`)).text()).toContain('This payment has been replaced by a newer one');
    expect(notifications).toHaveLength(1);
    expect(store.account.cardPayments.map((payment) => payment.status)).toEqual(['Superseded', 'Successful']);
    expect(store.account.accounts.get('LM100031')!.payments.filter((payment) => payment.status === 'Failed - Paid')).toHaveLength(1);
  });

  it('refuses a session left open for 30 minutes, taking nothing', async () => {
    const payment = raised();
    now = addMinutes(now, 30);
    expect(await (await fetch(`${base}/pay?session=${payment.sessionId}`)).text()).toContain('This payment has expired');
    const late = await submit(payment.sessionId, card('4242 4242 4242 4242'));
    expect(late.status).toBe(409);
    expect(notifications).toHaveLength(0);
    expect(store.members.get('LM100031')!.details.balance).toBe(15);
  });

  it('gives every session a random reference', () => {
    const [first, second] = [raised(), raised()];
    expect(first.sessionId).toMatch(/^cs_test_[\w-]{24}$/);
    expect(first.sessionId).not.toBe(second.sessionId);
  });

  it('Cancel abandons the payment, whatever was typed', async () => {
    const payment = raised();
    const response = await submit(payment.sessionId, { action: 'cancel' });
    expect(response.status).toBe(303);
    expect(store.account.cardPayments[0]!.status).toBe('Not Completed');
  });

  it.each([
    { fields: card('4111 1111 1111 1111'), says: 'Enter one of the test card numbers listed below.' },
    { fields: card('4242 4242 4242 4242', { expiry: '13/30' }), says: 'Enter the expiry date as MM/YY' },
    { fields: card('4242 4242 4242 4242', { securityCode: '' }), says: 'Enter the 3 digits on the back of the card.' },
    { fields: card('4242 4242 4242 4242', { nameOnCard: '' }), says: 'Enter the name on the card.' },
  ])('refuses bad details ($says), keeping the payment open', async ({ fields, says }) => {
    const payment = raised();
    const response = await submit(payment.sessionId, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(says);
    expect(store.account.cardPayments[0]!.status).toBe('Raised');
  });

  it('does not take a finished payment again', async () => {
    const payment = raised();
    await submit(payment.sessionId, card('4242 4242 4242 4242'));
    const again = await fetch(`${base}/pay?session=${payment.sessionId}`);
    expect(await again.text()).toContain('This payment is already finished');
  });

  it('answers 404 for an unknown session, and 403 without the configured key', async () => {
    expect((await fetch(`${base}/pay?session=nope`)).status).toBe(404);
    key = 'pk_test_larder';
    const payment = raised();
    expect((await fetch(`${base}/pay?session=${payment.sessionId}`)).status).toBe(403);
    expect((await fetch(`${base}/pay?session=${payment.sessionId}&key=pk_test_larder`)).status).toBe(200);
  });
});

describe('the 3-D Secure challenge (test card 4000 0027 6000 3184)', () => {
  const CHALLENGED = '4000 0027 6000 3184';

  it('shows the challenge after the card details, reporting nothing yet', async () => {
    const payment = raised();
    const response = await submit(payment.sessionId, card(CHALLENGED));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Authenticate your payment</h1>');
    expect(page).toContain('Visa card ending 3184');
    expect(page).toContain('Complete authentication');
    expect(page).toContain('Fail authentication');
    expect(notifications).toHaveLength(0);
    expect(store.account.cardPayments[0]!.status).toBe('Raised');
  });

  it('completing it pays: the card is reported, the debt paid by it, and the member sent back', async () => {
    const payment = raised();
    const response = await submit(payment.sessionId, { cardNumber: CHALLENGED, action: 'complete-authentication' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${RETURN_URL}?payment=${payment.id}`);
    expect(store.account.cardPayments[0]).toMatchObject({ status: 'Successful', card: { brand: 'Visa', last4: '3184' } });
    const paid = store.account.accounts.get('LM100031')!.payments.find((debt) => debt.status === 'Failed - Paid')!;
    expect(paid.paidBy).toEqual({ method: 'Card', cardPaymentId: payment.id, card: { brand: 'Visa', last4: '3184' } });
  });

  it('failing it declines the payment, saying why, and takes nothing', async () => {
    const payment = raised();
    const response = await submit(payment.sessionId, { cardNumber: CHALLENGED, action: 'fail-authentication' });
    expect(response.status).toBe(303);
    expect(JSON.parse(await notifications[0]!.text())).toMatchObject({ type: 'payment.declined', data: { sessionId: payment.sessionId, declineCode: 'authentication_failed' } });
    expect(store.account.cardPayments[0]).toMatchObject({ status: 'Unsuccessful', card: null });
    expect(store.account.cardPayments[0]!.failureReason).toContain('3-D Secure');
    expect(store.members.get('LM100031')!.details.balance).toBe(15);
  });

  it('takes no challenge answer for a card that never asked for one', async () => {
    const payment = raised();
    const response = await submit(payment.sessionId, { cardNumber: '4242 4242 4242 4242', action: 'complete-authentication' });
    expect(response.status).toBe(400);
    expect(notifications).toHaveLength(0);
  });

  it('refuses the answer once a newer session replaced this one', async () => {
    const older = raised();
    raised();
    const late = await submit(older.sessionId, { cardNumber: CHALLENGED, action: 'complete-authentication' });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This payment has been replaced by a newer one');
    expect(notifications).toHaveLength(0);
  });
});
