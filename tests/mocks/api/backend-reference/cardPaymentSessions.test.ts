// The simulator's card payment sessions (a test double's own rules): one payment per debt. A newer session
// for the same items supersedes the older, a session expires after 30 minutes, and money the provider
// reports for items already paid is refunded rather than applied twice (api/areas/payments.yaml).
import { addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { applyCardPaymentOutcome, createCardPayment } from './cardPayments';
import { balanceOf } from '../seed/account';
import { createSimulatorStore, type SimulatorStore } from '../store';

const RETURN_URL = 'http://localhost:4173/myaccount/payments';
const FAILED_DD = 'LM100031'; // one failed £15 collection
const SUSPENDED = 'LM100027'; // £180 and £70 overdue
const EXPIRED_CARD = 'LM100023'; // may renew by card

function open(store: SimulatorStore, membershipNumber: string, body: Record<string, unknown>, now = new Date()) {
  const created = createCardPayment(store, store.members.get(membershipNumber)!, { returnUrl: RETURN_URL, ...body }, now);
  if (!created.ok) throw new Error(created.message);
  return created.record;
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

    applyCardPaymentOutcome(store, newer.sessionId, 'succeeded');
    applyCardPaymentOutcome(store, older.sessionId, 'succeeded');

    expect([older.status, newer.status]).toEqual(['Refunded', 'Successful']);
    const account = store.account.accounts.get(FAILED_DD)!;
    expect(account.payments.filter((payment) => payment.status === 'Failed - Paid')).toHaveLength(1);
    expect(store.members.get(FAILED_DD)!.details.balance).toBe(0);
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
    applyCardPaymentOutcome(store, forOne.sessionId, 'succeeded');
    expect(forOne.status).toBe('Refunded');
    expect(account.payments.find((payment) => payment.id === upgrade)!.status).toBe('Failed - Unpaid');
  });

  it('refuses to open a session for a payment named twice', () => {
    const store = createSimulatorStore();
    const [failed] = owedIds(store, FAILED_DD);
    const created = createCardPayment(store, store.members.get(FAILED_DD)!, { purpose: 'payment', paymentIds: [failed, failed], returnUrl: RETURN_URL }, new Date());
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
    applyCardPaymentOutcome(store, older.sessionId, 'succeeded');

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
    applyCardPaymentOutcome(store, session.sessionId, 'succeeded');
    expect(session.status).toBe('Refunded');
    expect(account.membershipEndDate).toBe('2099-12-31');
  });
});

describe('sessions expire after 30 minutes', () => {
  it('a session reported paid after it expired is refunded, and the debt stays owed', () => {
    const store = createSimulatorStore();
    const start = new Date();
    const session = open(store, FAILED_DD, { purpose: 'payment', paymentIds: owedIds(store, FAILED_DD) }, start);
    expect(session.expiresAt).toBe(addMinutes(start, 30).toISOString());
    applyCardPaymentOutcome(store, session.sessionId, 'succeeded', addMinutes(start, 30));
    expect(session.status).toBe('Refunded');
    expect(balanceOf(store.account.accounts.get(FAILED_DD)!.payments)).toBe(15);
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

describe('notifications are taken once', () => {
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
