// TEST DOUBLE, never shipped: card payment sessions as the association's backend keeps them with its card
// provider (api/areas/payments.yaml): one payment per debt. A session is for the amount still due on named
// items; a newer session for the same items supersedes the older; an open session expires after 30 minutes;
// the return address is on the portal's own origin. The provider's events (Stripe's semantics: at least once,
// in any order) are processed once per event id; money taken is applied while its items are still owed,
// whenever it is reported, and otherwise refunded through the provider as a refund record (cardRefunds.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { addMinutes } from 'date-fns';
import { formatDate } from '../../../../src/domain/format/date';
import { londonToday } from '../../../../src/domain/londonToday';
import { isPayableStatus } from '../../../../src/domain/paymentStatus';
import { tierLabel } from '../../../../src/domain/membershipTiers';
import { roundToPence } from '../../../../src/domain/rounding';
import type { ApiSchemas } from '../handlers/options';
import { balanceOf, day, type CardPaymentRecord, type CardPaymentTarget, type MemberAccountRecord } from '../seed/account';
import type { MemberRecord, SimulatorStore } from '../store';
import { accountOf, addPayment, checkUpgradeTier, renew, renewalQuoteFor, settleBalance, upgradeQuotesFor } from './account';
import { invalid, refuse, type Refusal } from './refusal';
import { settleRefund, startRefund, type CardProviderRefunds } from './cardRefunds';

type Payment = ApiSchemas['Payment'];
type CardPaymentStatus = ApiSchemas['CardPaymentStatus'];
type PaymentCard = ApiSchemas['PaymentCard'];
type CardPaymentEvent = ApiSchemas['CardPaymentEvent'];
type NotificationAnswer = ApiSchemas['CardPaymentNotificationAnswer'];

/** How long a session stays payable, as a provider's checkout session does. */
export const SESSION_LIFETIME_MINUTES = 30;

/** What the provider reports of a session: the money was taken, an attempt was declined, the payer left, or time ran out. */
export type GatewayOutcome = 'succeeded' | 'declined' | 'abandoned' | 'expired';

/** What else the provider's notification says: the card money was taken from, or why a payment was declined. */
export interface GatewayReport {
  card?: PaymentCard;
  declineCode?: NonNullable<ApiSchemas['CardPaymentEventData']['declineCode']>;
}

/** The reason the member reads for each decline (the portal adds "Nothing has been taken."). */
const DECLINE_REASONS: Record<NonNullable<GatewayReport['declineCode']>, string> = {
  card_declined: 'Your card was declined by your card provider.',
  authentication_failed: "Your card provider couldn't confirm it was you (the 3-D Secure check was not passed), so the payment was declined.",
};

/** Sessions the provider's page still takes payment on: waiting, or declined once (the payer may try another card). */
const OPEN_STATUSES: readonly CardPaymentStatus[] = ['Raised', 'Unsuccessful'];

/** Money was taken on the session: nothing reported after it changes it. */
const MONEY_TAKEN: readonly CardPaymentStatus[] = ['Successful', 'Refunded'];

/** The provider's reference for a session: random, so one cannot be guessed from another. */
const newSessionId = () => `cs_test_${randomBytes(18).toString('base64url')}`;

const invoiceOf = (account: MemberAccountRecord, payment: Payment) =>
  account.invoices.find((candidate) => candidate.number === payment.invoiceNumber);

/** Why a payment cannot be paid now, or undefined when it is still owed. */
function unpayableReason(account: MemberAccountRecord, payment: Payment): Refusal | undefined {
  const invoice = invoiceOf(account, payment);
  if (invoice?.status === 'Paid') return refuse(409, 'already-paid', `Invoice ${invoice.number} is already paid.`);
  if (!isPayableStatus(payment.status)) return refuse(409, 'payment-not-payable', `This payment is ${payment.status} and can't be paid now.`);
  return undefined;
}

type Target = { ok: true; target: CardPaymentTarget; amount: number; description: string };

function paymentsTarget(account: MemberAccountRecord, ids: unknown): Target | Refusal {
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string'))
    return invalid('paymentIds must list the ids of the payments to pay', 'paymentIds');
  if (new Set(ids).size !== ids.length) return invalid('paymentIds must name each payment once', 'paymentIds');
  const payments: Payment[] = [];
  for (const [index, id] of (ids as string[]).entries()) {
    const payment = account.payments.find((candidate) => candidate.id === id);
    if (!payment) return refuse(404, 'not-found', `No payment ${id} on this account`, `paymentIds[${index}]`);
    const reason = unpayableReason(account, payment);
    if (reason) return reason;
    payments.push(payment);
  }
  const amount = roundToPence(payments.reduce((sum, payment) => sum + payment.amount, 0));
  const description =
    payments.length === 1 ? payments[0]!.description : `${payments.length} payments: ${payments.map((payment) => payment.description).join('; ')}`;
  return { ok: true, target: { purpose: 'payment', paymentIds: payments.map((payment) => payment.id) }, amount, description };
}

/** What a card payment is for, checked; the amount and description come from the server, never the portal. */
function cardPaymentTarget(member: MemberRecord, account: MemberAccountRecord, body: Record<string, unknown>, today: Date): Target | Refusal {
  switch (body.purpose) {
    case 'payment':
      return paymentsTarget(account, body.paymentIds);
    case 'renewal': {
      const quote = renewalQuoteFor(member, account, today);
      if (!quote.ok) return quote;
      return {
        ok: true,
        target: { purpose: 'renewal', periodStart: quote.quote.periodStart },
        amount: quote.quote.price,
        description: `Membership renewal, ${tierLabel(quote.quote.tier)}, ${formatDate(quote.quote.periodStart)} to ${formatDate(quote.quote.periodEnd)}`,
      };
    }
    case 'upgrade': {
      const tier = checkUpgradeTier(account, body.tier);
      if (!tier.ok) return tier;
      const quotes = upgradeQuotesFor(account, today);
      if ('ok' in quotes) return quotes;
      const quote = quotes.quotes.find((candidate) => candidate.tier === tier.tier)!;
      return {
        ok: true,
        target: { purpose: 'upgrade', tier: tier.tier, fromTier: account.tier },
        amount: quote.price,
        description: `Upgrade to ${tierLabel(tier.tier)} (rest of year, to ${formatDate(quotes.membershipEndDate)})`,
      };
    }
    default:
      return invalid("purpose must be 'payment', 'renewal' or 'upgrade'", 'purpose');
  }
}

/** Why a return address is refused, or undefined: an http(s) address on the portal's own origin, without a query. */
function returnUrlRefusal(value: unknown, portalOrigin: string): Refusal | undefined {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    return invalid('returnUrl must be an http(s) address without a query', 'returnUrl');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '')
    return invalid('returnUrl must be an http(s) address without a query', 'returnUrl');
  // Compared as origins, so `https://portal.example@evil.example` or another port is not the portal.
  if (url.origin !== new URL(portalOrigin).origin || url.username || url.password)
    return refuse(400, 'return-url-not-allowed', `returnUrl must be on the portal (${new URL(portalOrigin).origin}): the payment page sends members nowhere else.`, 'returnUrl');
  return undefined;
}

/** Whether two sessions are for any of the same things: a shared payment, a renewal, an upgrade. */
function overlaps(a: CardPaymentTarget, b: CardPaymentTarget): boolean {
  if (a.purpose === 'payment' && b.purpose === 'payment') return a.paymentIds.some((id) => b.paymentIds.includes(id));
  return a.purpose === b.purpose;
}

/** A session left open past its time is Expired; the API notices whenever it looks at the session. */
export function expireIfDue(record: CardPaymentRecord, now: Date): CardPaymentRecord {
  if (record.status === 'Raised' && now.getTime() >= Date.parse(record.expiresAt)) {
    record.status = 'Expired';
    record.completedAt = record.expiresAt;
  }
  return record;
}

/** POST card-payments: a session for the hosted payment page, or the reason there is none. */
export function createCardPayment(
  store: SimulatorStore,
  member: MemberRecord,
  body: unknown,
  now: Date,
  portalOrigin: string,
): { ok: true; record: CardPaymentRecord } | Refusal {
  if (store.account.cardPaymentsDisabled) return refuse(503, 'card-payments-unavailable', 'Card payments are switched off at the moment. Please contact us to pay.');
  if (!body || typeof body !== 'object' || Array.isArray(body)) return invalid('The body must be a JSON object', '');
  const fields = body as Record<string, unknown>;
  const badReturn = returnUrlRefusal(fields.returnUrl, portalOrigin);
  if (badReturn) return badReturn;
  const account = accountOf(store, member);
  // Moments are the clock's; what is quoted and owed is decided on the UK's calendar day.
  const target = cardPaymentTarget(member, account, fields, londonToday(now));
  if (!target.ok) return target;
  const id = randomUUID();
  // One open session per debt: the member's earlier open sessions for any of the same items stop taking payment
  // (a declined one too: the provider's page keeps it open for another card until it expires).
  for (const earlier of store.account.cardPayments) {
    if (earlier.membershipNumber !== member.membershipNumber || !OPEN_STATUSES.includes(expireIfDue(earlier, now).status)) continue;
    if (earlier.status === 'Unsuccessful' && now.getTime() >= Date.parse(earlier.expiresAt)) continue;
    if (!overlaps(earlier.target, target.target)) continue;
    earlier.status = 'Superseded';
    earlier.completedAt = now.toISOString();
    earlier.replacedBy = id;
  }
  const record: CardPaymentRecord = {
    id,
    sessionId: newSessionId(),
    purpose: target.target.purpose,
    amount: target.amount,
    description: target.description,
    status: 'Raised',
    createdAt: now.toISOString(),
    expiresAt: addMinutes(now, SESSION_LIFETIME_MINUTES).toISOString(),
    completedAt: null,
    failureReason: null,
    replacedBy: null,
    card: null,
    refund: null,
    membershipNumber: member.membershipNumber,
    returnUrl: `${fields.returnUrl}?payment=${encodeURIComponent(id)}`,
    target: target.target,
  };
  store.account.cardPayments.push(record);
  return { ok: true, record };
}

/** Whether what the session was for is still owed exactly as it was quoted. */
function isStillOwed(member: MemberRecord, account: MemberAccountRecord, target: CardPaymentTarget, today: Date): boolean {
  switch (target.purpose) {
    case 'payment':
      return target.paymentIds.every((id) => {
        const payment = account.payments.find((candidate) => candidate.id === id);
        return payment !== undefined && unpayableReason(account, payment) === undefined;
      });
    case 'renewal': {
      const quote = renewalQuoteFor(member, account, today);
      return quote.ok && quote.quote.periodStart === target.periodStart;
    }
    case 'upgrade':
      return account.tier === target.fromTier && checkUpgradeTier(account, target.tier).ok && !('ok' in upgradeQuotesFor(account, today));
  }
}

/** How a debt this card payment settles was paid: by it, with its card. */
const byCardPayment = (record: CardPaymentRecord): ApiSchemas['PaidBy'] => ({ method: 'Card', cardPaymentId: record.id, card: record.card });

/** The debt a renewal or upgrade paid by card makes, already paid by it. */
const paidByCard = (record: CardPaymentRecord, today: Date): Omit<Payment, 'id' | 'invoiceNumber'> => ({
  dueDate: day(today),
  description: record.description,
  amount: record.amount,
  method: 'Card Payment',
  status: 'Successful',
  paidOn: day(today),
  failureReason: null,
  paidBy: byCardPayment(record),
});

/** Pays the session's payments and their invoices, renews the membership, or changes the tier. */
function applyPayment(store: SimulatorStore, member: MemberRecord, account: MemberAccountRecord, record: CardPaymentRecord, today: Date) {
  const target = record.target;
  if (target.purpose === 'payment') {
    for (const id of target.paymentIds) {
      const payment = account.payments.find((candidate) => candidate.id === id)!;
      // A returned Direct Debit paid afterwards is 'Failed - Paid' (spec §3); anything else is simply paid.
      payment.status = payment.status.startsWith('Failed') ? 'Failed - Paid' : 'Successful';
      payment.paidOn = day(today);
      payment.paidBy = byCardPayment(record);
      const invoice = invoiceOf(account, payment);
      if (invoice) invoice.status = 'Paid';
    }
  } else if (target.purpose === 'renewal') {
    renew(member, account, 'Card Payment', today);
    addPayment(store.account, account, paidByCard(record, today), today);
  } else {
    account.tier = target.tier;
    addPayment(store.account, account, paidByCard(record, today), today);
  }
  settleBalance(member, account);
  // Paying what was overdue lifts a suspension in the association's records (accountStatusSync.ts tells the sign-in service).
  if (account.accountStatus === 'Suspended' && balanceOf(account.payments) === 0) account.accountStatus = 'Active';
}

/** The status an open session takes when the provider reports it ended without money taken. */
const UNPAID_ENDINGS: Record<Exclude<GatewayOutcome, 'succeeded'>, CardPaymentStatus> = {
  declined: 'Unsuccessful',
  abandoned: 'Not Completed',
  expired: 'Expired',
};

/**
 * What one report of the provider does to a session, in whatever order reports arrive. A decline, an
 * abandon or an expiry ends an open session only: one arriving after the money was taken (out of order)
 * changes nothing, and a superseded session stays superseded. Money taken is recorded whenever it is
 * reported, after a decline or an expiry too (the payer tried again on the provider's page): applied when
 * the items are still owed exactly as quoted, otherwise refunded in full through the provider (a refund
 * record, cardRefunds.ts). Once money is recorded, nothing reported later changes the session.
 */
export function applyCardPaymentOutcome(
  store: SimulatorStore,
  sessionId: string,
  outcome: GatewayOutcome,
  now: Date = new Date(),
  report: GatewayReport = {},
  provider?: CardProviderRefunds,
): CardPaymentRecord | undefined {
  const record = store.account.cardPayments.find((candidate) => candidate.sessionId === sessionId);
  if (!record || MONEY_TAKEN.includes(record.status)) return record;
  expireIfDue(record, now);
  if (outcome !== 'succeeded') {
    if (record.status === 'Raised') {
      record.completedAt = now.toISOString();
      record.status = UNPAID_ENDINGS[outcome];
      record.failureReason = outcome === 'declined' ? DECLINE_REASONS[report.declineCode ?? 'card_declined'] : null;
    }
    return record;
  }
  record.completedAt = now.toISOString();
  record.failureReason = null;
  // Money was taken from this card: a duplicate is given back to it.
  record.card = report.card ?? null;
  const member = store.members.get(record.membershipNumber)!;
  const account = accountOf(store, member);
  const today = londonToday(now);
  if (!isStillOwed(member, account, record.target, today)) {
    // A duplicate: recorded, applied to nothing, given back in full by the provider.
    if (!provider) throw new Error(`No card provider to refund ${record.sessionId} through`);
    record.status = 'Refunded';
    startRefund(record, provider, now);
    return record;
  }
  record.status = 'Successful';
  applyPayment(store, member, account, record, today);
  return record;
}

/** Each session event's report, from the event's data. */
const SESSION_OUTCOMES: Partial<Record<CardPaymentEvent['type'], GatewayOutcome>> = {
  'payment.succeeded': 'succeeded',
  'payment.declined': 'declined',
  'session.abandoned': 'abandoned',
  'session.expired': 'expired',
};

export type EventRefusal = { ok: false; status: 404; code: 'unknown-session' | 'unknown-refund'; message: string };

/**
 * POST /card-payments/notifications, once its signature is checked: one provider event, processed once per
 * event id however often it is delivered (a repeat is answered as the first was, marked `duplicate`). An
 * event the API cannot place yet is refused 404 and stores nothing, so the provider's retry can succeed.
 */
export function applyCardPaymentEvent(
  store: SimulatorStore,
  event: CardPaymentEvent,
  { now = new Date(), provider }: { now?: Date; provider?: CardProviderRefunds } = {},
): { ok: true; answer: NotificationAnswer } | EventRefusal {
  const seen = store.account.processedEvents.get(event.id);
  if (seen) return { ok: true, answer: { ...seen, duplicate: true } };
  const record = cardPaymentBySession(store, event.data.sessionId);
  if (!record) return { ok: false, status: 404, code: 'unknown-session', message: `No card payment session ${event.data.sessionId}` };
  const outcome = SESSION_OUTCOMES[event.type];
  if (outcome) {
    applyCardPaymentOutcome(store, record.sessionId, outcome, now, { card: event.data.card, declineCode: event.data.declineCode }, provider);
  } else {
    const refund = record.refund;
    if (!refund || refund.providerReference !== event.data.refundId)
      return { ok: false, status: 404, code: 'unknown-refund', message: `No refund ${event.data.refundId ?? ''} of ${record.sessionId}`.trim() };
    settleRefund(refund, event.type as 'refund.succeeded' | 'refund.failed', event.data.refundFailureReason, now);
  }
  const answer: NotificationAnswer = { id: record.id, status: record.status, duplicate: false };
  store.account.processedEvents.set(event.id, answer);
  return { ok: true, answer };
}

/** Finds a session by the provider's reference. */
export const cardPaymentBySession = (store: SimulatorStore, sessionId: unknown) =>
  store.account.cardPayments.find((candidate) => candidate.sessionId === sessionId);
