// The simulator's card payment sessions (a test double's own rules): one payment per debt. A newer session
// for the same items supersedes the older, a session expires after 30 minutes, the return address is the
// portal's, and money the provider reports for items already paid is refunded through it, as a refund record,
// rather than applied twice (api/areas/payments.yaml). The provider's events count once per id, in any order.
import { addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { applyCardPaymentEvent, applyCardPaymentOutcome, createCardPayment } from './cardPayments';
import type { CardProviderRefunds } from './cardRefunds';
import type { ApiSchemas } from '../handlers/options';
import { balanceOf } from '../seed/account';
import { createSimulatorStore, type SimulatorStore } from '../store';

const PORTAL = 'http://localhost:4173';
const RETURN_URL = `${PORTAL}/myaccount/payments`;
const FAILED_DD = 'LM100031'; // one failed £15 collection
const SUSPENDED = 'LM100027'; // £180 and £70 overdue
const EXPIRED_CARD = 'LM100023'; // may renew by card

function open(store: SimulatorStore, membershipNumber: string, body: Record<string, unknown>, now = new Date()) {
  const created = createCardPayment(store, store.members.get(membershipNumber)!, { returnUrl: RETURN_URL, ...body }, now, PORTAL);
  if (!created.ok) throw new Error(created.message);
  return created.record;
}

/** The provider as the rules see it: it takes each refund asked for, and reports later (settled below by its events). */
function recordingProvider(): CardProviderRefunds & { asked: { sessionId: string; amount: number }[] } {
  const asked: { sessionId: string; amount: number }[] = [];
  return {
    asked,
    refund: ({ sessionId, amount }) => {
      asked.push({ sessionId, amount });
      return { id: `re_test_${asked.length}` };
    },
  };
}

const owedIds = (store: SimulatorStore, membershipNumber: string) =>
  store.account.accounts.get(membershipNumber)!.payments.filter((payment) => payment.status === 'Failed - Unpaid').map((payment) => payment.id);

describe('one payment per debt: a newer session for the same items supersedes the older', () => {
  it('the older session, paid after the newer, is refunded: the debt is paid once', () => {
    const store = createSimulatorStore();
    const [failed] = owedIds(store, FAILED_DD);
    const older = open(store, FAILED_DD, { purpose: 'payment', paymentIds: [failed] });
    const newer = open(store, FAILED_DD, { purpose: 'payment', paymentIds: [failed] });
    expect(older).toMatchObject({ status: 'Superseded', replacedBy: newer.id });

    const provider = recordingProvider();
    applyCardPaymentOutcome(store, newer.sessionId, 'succeeded');
    applyCardPaymentOutcome(store, older.sessionId, 'succeeded', new Date(), {}, provider);

    expect([older.status, newer.status]).toEqual(['Refunded', 'Successful']);
    expect(provider.asked).toEqual([{ sessionId: older.sessionId, amount: 15 }]);
    const account = store.account.accounts.get(FAILED_DD)!;
    expect(account.payments.filter((payment) => payment.status === 'Failed - Paid')).toHaveLength(1);
    expect(store.members.get(FAILED_DD)!.details.balance).toBe(0);
  });

  it('a declined session, which the provider keeps open for another card, is superseded too', () => {
    const store = createSimulatorStore();
    const ids = owedIds(store, FAILED_DD);
    const declined = open(store, FAILED_DD, { purpose: 'payment', paymentIds: ids });
    applyCardPaymentOutcome(store, declined.sessionId, 'declined');
    const newer = open(store, FAILED_DD, { purpose: 'payment', paymentIds: ids });
    expect(declined).toMatchObject({ status: 'Superseded', replacedBy: newer.id });
  });

  it('a session for other items is left open', () => {
    const store = createSimulatorStore();
    const [upfront, upgrade] = owedIds(store, SUSPENDED);
    const first = open(store, SUSPENDED, { purpose: 'payment', paymentIds: [upfront] });
    const other = open(store, SUSPENDED, { purpose: 'payment', paymentIds: [upgrade] });
    expect([first.status, other.status]).toEqual(['Raised', 'Raised']);
    // A session naming both replaces both.
    const both = open(store, SUSPENDED, { purpose: 'payment', paymentIds: [upfront, upgrade] });
    expect([first.status, other.status, both.status]).toEqual(['Superseded', 'Superseded', 'Raised']);
  });

  it('one session pays several items: the amount is their sum, and each is paid with its invoice', () => {
    const store = createSimulatorStore();
    const ids = owedIds(store, SUSPENDED);
    const session = open(store, SUSPENDED, { purpose: 'payment', paymentIds: ids });
    expect(session.amount).toBe(250);
    applyCardPaymentOutcome(store, session.sessionId, 'succeeded');
    const account = store.account.accounts.get(SUSPENDED)!;
    const paid = account.payments.filter((payment) => ids.includes(payment.id));
    expect(paid.map((payment) => payment.status)).toEqual(['Failed - Paid', 'Failed - Paid']);
    for (const payment of paid) expect(account.invoices.find((invoice) => invoice.number === payment.invoiceNumber)!.status).toBe('Paid');
    expect(account.accountStatus).toBe('Active');
  });

  it('money reported for items paid meanwhile another way is refunded, even on a session still open', () => {
    const store = createSimulatorStore();
    const [upfront, upgrade] = owedIds(store, SUSPENDED);
    const forOne = open(store, SUSPENDED, { purpose: 'payment', paymentIds: [upfront] });
    const account = store.account.accounts.get(SUSPENDED)!;
    // Paid at the office, say: the session itself was never replaced.
    account.payments.find((payment) => payment.id === upfront)!.status = 'Failed - Paid';
    applyCardPaymentOutcome(store, forOne.sessionId, 'succeeded', new Date(), {}, recordingProvider());
    expect(forOne.status).toBe('Refunded');
    expect(account.payments.find((payment) => payment.id === upgrade)!.status).toBe('Failed - Unpaid');
  });

  it('refuses to open a session for a payment named twice', () => {
    const store = createSimulatorStore();
    const [failed] = owedIds(store, FAILED_DD);
    const created = createCardPayment(store, store.members.get(FAILED_DD)!, { purpose: 'payment', paymentIds: [failed, failed], returnUrl: RETURN_URL }, new Date(), PORTAL);
    expect(created).toEqual({
      ok: false,
      status: 400,
      code: 'invalid-request',
      message: 'paymentIds must name each payment once',
      errors: [{ in: 'body', name: 'paymentIds', detail: 'paymentIds must name each payment once' }],
    });
  });
});

describe('renewal by card: never two payments, two invoices or two moves of the end date', () => {
  it('two renewal sessions both reported paid: one renewal, the other refunded', () => {
    const store = createSimulatorStore();
    const account = store.account.accounts.get(EXPIRED_CARD)!;
    const invoicesBefore = account.invoices.length;
    const older = open(store, EXPIRED_CARD, { purpose: 'renewal' });
    const newer = open(store, EXPIRED_CARD, { purpose: 'renewal' });

    applyCardPaymentOutcome(store, newer.sessionId, 'succeeded');
    const endAfterRenewal = account.membershipEndDate;
    applyCardPaymentOutcome(store, older.sessionId, 'succeeded', new Date(), {}, recordingProvider());

    expect([older.status, newer.status]).toEqual(['Refunded', 'Successful']);
    expect(account.membershipEndDate).toBe(endAfterRenewal);
    expect(account.invoices).toHaveLength(invoicesBefore + 1);
    expect(account.payments.filter((payment) => payment.method === 'Card Payment' && payment.description.startsWith('Membership renewal'))).toHaveLength(1);
  });

  it('a renewal session still open when the year was renewed another way is refunded', () => {
    const store = createSimulatorStore();
    const session = open(store, EXPIRED_CARD, { purpose: 'renewal' });
    const account = store.account.accounts.get(EXPIRED_CARD)!;
    account.membershipEndDate = '2099-12-31'; // renewed over the phone meanwhile
    applyCardPaymentOutcome(store, session.sessionId, 'succeeded', new Date(), {}, recordingProvider());
    expect(session.status).toBe('Refunded');
    expect(account.membershipEndDate).toBe('2099-12-31');
  });
});

describe('sessions expire after 30 minutes', () => {
  it('a success reported after the session expired is still applied while the debt is owed (the money was taken)', () => {
    const store = createSimulatorStore();
    const start = new Date();
    const session = open(store, FAILED_DD, { purpose: 'payment', paymentIds: owedIds(store, FAILED_DD) }, start);
    expect(session.expiresAt).toBe(addMinutes(start, 30).toISOString());
    applyCardPaymentOutcome(store, session.sessionId, 'succeeded', addMinutes(start, 30));
    expect(session.status).toBe('Successful');
    expect(balanceOf(store.account.accounts.get(FAILED_DD)!.payments)).toBe(0);
  });

  it('an expired session does not count as open: a new one replaces nothing', () => {
    const store = createSimulatorStore();
    const start = new Date();
    const ids = owedIds(store, FAILED_DD);
    const old = open(store, FAILED_DD, { purpose: 'payment', paymentIds: ids }, start);
    open(store, FAILED_DD, { purpose: 'payment', paymentIds: ids }, addMinutes(start, 31));
    expect(old).toMatchObject({ status: 'Expired', replacedBy: null, completedAt: old.expiresAt });
  });
});

describe('notifications after money was taken change nothing', () => {
  it('a result sent again changes nothing, and a decline for a replaced session leaves it replaced', () => {
    const store = createSimulatorStore();
    const ids = owedIds(store, FAILED_DD);
    const older = open(store, FAILED_DD, { purpose: 'payment', paymentIds: ids });
    const newer = open(store, FAILED_DD, { purpose: 'payment', paymentIds: ids });
    applyCardPaymentOutcome(store, older.sessionId, 'declined');
    expect(older.status).toBe('Superseded');
    applyCardPaymentOutcome(store, newer.sessionId, 'succeeded');
    applyCardPaymentOutcome(store, newer.sessionId, 'succeeded');
    applyCardPaymentOutcome(store, newer.sessionId, 'declined');
    expect(newer.status).toBe('Successful');
    expect(store.account.accounts.get(FAILED_DD)!.payments.filter((payment) => payment.status === 'Failed - Paid')).toHaveLength(1);
  });
});

describe('return addresses: the portal’s own origin only', () => {
  // One store for the table: each accepted row only replaces the previous row's session.
  const store = createSimulatorStore();
  it.each([
    { returnUrl: `${PORTAL}/myaccount/renew`, result: { ok: true } },
    { returnUrl: 'https://evil.example/phish', result: { ok: false, status: 400, code: 'return-url-not-allowed' } },
    { returnUrl: 'http://localhost:4174/myaccount/payments', result: { ok: false, status: 400, code: 'return-url-not-allowed' } },
    { returnUrl: 'http://localhost:4173@evil.example/myaccount/payments', result: { ok: false, status: 400, code: 'return-url-not-allowed' } },
    { returnUrl: 'http://user:secret@localhost:4173/myaccount/payments', result: { ok: false, status: 400, code: 'return-url-not-allowed' } },
    { returnUrl: `${PORTAL}/myaccount/payments?next=https://evil.example`, result: { ok: false, status: 400 } },
    { returnUrl: 'javascript:alert(1)', result: { ok: false, status: 400 } },
  ])('$returnUrl', ({ returnUrl, result }) => {
    const created = createCardPayment(store, store.members.get(EXPIRED_CARD)!, { purpose: 'renewal', returnUrl }, new Date(), PORTAL);
    expect(created).toMatchObject(result);
  });
});

type EventType = ApiSchemas['CardPaymentEvent']['type'];
let eventCount = 0;
const event = (type: EventType, data: ApiSchemas['CardPaymentEventData'], id = `evt_test_${String(++eventCount).padStart(8, '0')}`) => ({
  id,
  type,
  created: Math.floor(Date.now() / 1000),
  data,
});
const VISA = { brand: 'Visa', last4: '4242' };

describe('the provider’s events: once per id, in any order (Stripe’s semantics)', () => {
  /** One renewal session of the expired card member, and the events that arrive for it, applied in that order. */
  function deliver(types: EventType[], { paidMeanwhile = false } = {}) {
    const store = createSimulatorStore();
    const provider = recordingProvider();
    const session = open(store, EXPIRED_CARD, { purpose: 'renewal' });
    const account = store.account.accounts.get(EXPIRED_CARD)!;
    if (paidMeanwhile) account.membershipEndDate = '2099-12-31'; // renewed by phone while the card page was open
    const endBefore = account.membershipEndDate;
    for (const type of types)
      applyCardPaymentEvent(store, event(type, { sessionId: session.sessionId, ...(type === 'payment.succeeded' && { card: VISA }) }), { provider });
    const renewals = account.payments.filter((payment) => payment.description.startsWith('Membership renewal'));
    return { session, provider, renewed: account.membershipEndDate !== endBefore, renewals: renewals.length };
  }

  it.each([
    { events: ['payment.succeeded'], status: 'Successful', renewed: true, refunds: 0 },
    { events: ['payment.declined', 'payment.succeeded'], status: 'Successful', renewed: true, refunds: 0 },
    { events: ['session.expired', 'payment.succeeded'], status: 'Successful', renewed: true, refunds: 0 },
    { events: ['session.abandoned', 'payment.succeeded'], status: 'Successful', renewed: true, refunds: 0 },
    { events: ['payment.succeeded', 'payment.declined'], status: 'Successful', renewed: true, refunds: 0 },
    { events: ['payment.succeeded', 'session.expired'], status: 'Successful', renewed: true, refunds: 0 },
    { events: ['payment.declined', 'session.expired'], status: 'Unsuccessful', renewed: false, refunds: 0 },
    { events: ['payment.declined'], status: 'Unsuccessful', renewed: false, refunds: 0 },
  ] satisfies { events: EventType[]; status: string; renewed: boolean; refunds: number }[])(
    '$events → $status',
    ({ events, status, renewed, refunds }) => {
      const result = deliver(events);
      expect(result.session.status).toBe(status);
      expect(result.renewed).toBe(renewed);
      expect(result.renewals).toBe(renewed ? 1 : 0);
      expect(result.provider.asked).toHaveLength(refunds);
    },
  );

  it('declined then succeeded after the year was renewed another way: recorded, and refunded with a refund record', () => {
    const { session, provider, renewed, renewals } = deliver(['payment.declined', 'payment.succeeded'], { paidMeanwhile: true });
    expect(session).toMatchObject({ status: 'Refunded', card: VISA, failureReason: null });
    expect(session.refund).toMatchObject({ cardPaymentId: session.id, providerReference: 're_test_1', amount: 300, reason: 'duplicate', status: 'Pending', completedAt: null });
    expect(provider.asked).toEqual([{ sessionId: session.sessionId, amount: 300 }]);
    expect([renewed, renewals]).toEqual([false, 0]);
  });

  it('an event delivered three times is processed once, answered the same with `duplicate` after the first', () => {
    const store = createSimulatorStore();
    const session = open(store, FAILED_DD, { purpose: 'payment', paymentIds: owedIds(store, FAILED_DD) });
    const succeeded = event('payment.succeeded', { sessionId: session.sessionId, card: VISA });
    const answers = [1, 2, 3].map(() => applyCardPaymentEvent(store, succeeded));
    expect(answers).toEqual([
      { ok: true, answer: { id: session.id, status: 'Successful', duplicate: false } },
      { ok: true, answer: { id: session.id, status: 'Successful', duplicate: true } },
      { ok: true, answer: { id: session.id, status: 'Successful', duplicate: true } },
    ]);
    expect(store.account.accounts.get(FAILED_DD)!.payments.filter((payment) => payment.paidBy?.cardPaymentId === session.id)).toHaveLength(1);
  });

  it('an event for a session it does not know is refused 404 and not remembered, so the provider’s retry can land', () => {
    const store = createSimulatorStore();
    const early = event('payment.succeeded', { sessionId: 'cs_test_not_yet' });
    expect(applyCardPaymentEvent(store, early)).toMatchObject({ ok: false, status: 404, code: 'unknown-session' });
    expect(store.account.processedEvents.has(early.id)).toBe(false);
  });
});

describe('refunds are records: Pending, then Succeeded or Failed as the provider reports', () => {
  function refunded() {
    const store = createSimulatorStore();
    const provider = recordingProvider();
    const session = open(store, FAILED_DD, { purpose: 'payment', paymentIds: owedIds(store, FAILED_DD) });
    store.account.accounts.get(FAILED_DD)!.payments.find((payment) => payment.status === 'Failed - Unpaid')!.status = 'Failed - Paid';
    applyCardPaymentEvent(store, event('payment.succeeded', { sessionId: session.sessionId, card: VISA }), { provider });
    const report = (type: 'refund.succeeded' | 'refund.failed') =>
      applyCardPaymentEvent(store, event(type, { sessionId: session.sessionId, refundId: 're_test_1', ...(type === 'refund.failed' && { refundFailureReason: 'expired_or_canceled_card' }) }));
    return { store, session, report };
  }

  it.each([
    { reports: [], status: 'Pending', failureReason: null },
    { reports: ['refund.succeeded'], status: 'Succeeded', failureReason: null },
    { reports: ['refund.failed'], status: 'Failed', failureReason: 'The card has expired or been cancelled.' },
    { reports: ['refund.succeeded', 'refund.failed'], status: 'Failed', failureReason: 'The card has expired or been cancelled.' },
    { reports: ['refund.failed', 'refund.succeeded'], status: 'Failed', failureReason: 'The card has expired or been cancelled.' },
  ] satisfies { reports: ('refund.succeeded' | 'refund.failed')[]; status: string; failureReason: string | null }[])(
    '$reports → $status',
    ({ reports, status, failureReason }) => {
      const { session, report } = refunded();
      for (const type of reports) expect(report(type)).toMatchObject({ ok: true });
      expect(session.status).toBe('Refunded');
      expect(session.refund).toMatchObject({ status, failureReason, completedAt: reports.length ? expect.any(String) : null });
    },
  );

  it('refuses a refund event naming a refund the session does not have (404), so it is sent again', () => {
    const { store, session } = refunded();
    const stray = event('refund.succeeded', { sessionId: session.sessionId, refundId: 're_test_other' });
    expect(applyCardPaymentEvent(store, stray)).toMatchObject({ ok: false, status: 404, code: 'unknown-refund' });
    expect(session.refund!.status).toBe('Pending');
  });
});
