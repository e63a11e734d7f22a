// TEST DOUBLE, never shipped: how the simulated server decides about a member's membership year, payments,
// renewal and upgrade, as the association's backend would.
import { addDays, addYears, differenceInCalendarDays, max, parseISO } from 'date-fns';
import { formatDate } from '../../../../src/domain/format/date';
import { formatMoney } from '../../../../src/domain/format/money';
import { CURRENT_MEMBERSHIP_STATUS } from '../../../../src/domain/membership';
import { isMembershipTier, tierLabel } from '../../../../src/domain/membershipTiers';
import { paymentMethodInfo } from '../../../../src/domain/paymentMethod';
import { isPayableStatus } from '../../../../src/domain/paymentStatus';
import { roundToPence } from '../../../../src/domain/rounding';
import type { ApiSchemas } from '../handlers/options';
import {
  balanceOf,
  day,
  invoiceFor,
  invoiceNumberOf,
  TIER_PRICES,
  type AccountStore,
  type MemberAccountRecord,
} from '../seed/account';
import type { MemberRecord, SimulatorStore } from '../store';
import { invalid, refuse, type Refusal } from './refusal';
import { customerOnInvoice } from './issuedInvoices';

type MembershipTier = ApiSchemas['MembershipTier'];
type Payment = ApiSchemas['Payment'];
type PaymentMethod = ApiSchemas['PaymentMethod'];

export type { Refusal } from './refusal';

/** The renewal check's reason that paying the balance clears (call 3). */
export const OUTSTANDING_BALANCE = 'Outstanding balance';

/** Renewal online opens this many days before the year ends (as the §9 banner does). */
export const RENEWAL_WINDOW_DAYS = 60;

/** Direct Debit changes need 10 working days' notice (DOMAIN-NOTES §5): two calendar weeks. */
export const DIRECT_DEBIT_NOTICE_DAYS = 14;

export function accountOf(store: SimulatorStore, member: MemberRecord): MemberAccountRecord {
  const account = store.account.accounts.get(member.membershipNumber);
  if (!account) throw new Error(`The simulator has no account for ${member.membershipNumber}`);
  return account;
}

/** Call 3's answer: 'Outstanding balance' stops being the answer once nothing is owed. */
export function canRenewAnswer(member: MemberRecord): string {
  if (member.canRenew === OUTSTANDING_BALANCE && (member.details.balance ?? 0) <= 0) return 'Ok';
  return member.canRenew;
}

/** Keeps call 4's balance equal to what the payments say is owed, after any change to them. */
export function settleBalance(member: MemberRecord, account: MemberAccountRecord): void {
  member.details = { ...member.details, balance: balanceOf(account.payments) };
}

const isBefore = (a: string, b: string) => a < b; // yyyy-MM-dd compares as text

export function accountSummaryOf(member: MemberRecord, account: MemberAccountRecord, today: Date): ApiSchemas['AccountSummary'] {
  const next = account.payments
    .filter((payment) => payment.status === 'Future' || payment.status === 'Due')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  const overdue = account.payments.filter((payment) => isPayableStatus(payment.status) && isBefore(payment.dueDate, day(today)));
  return {
    membershipNumber: member.membershipNumber,
    tier: account.tier,
    accountStatus: account.accountStatus,
    membershipStartDate: account.membershipStartDate,
    membershipEndDate: account.membershipEndDate,
    paymentPlanEndDate: account.paymentPlanEndDate,
    paymentMethod: member.details.latestMembership?.paymentType?.name ?? null,
    nextPayment: next ? { amount: next.amount, dueDate: next.dueDate } : null,
    balance: balanceOf(account.payments),
    overdueAmount: roundToPence(overdue.reduce((sum, payment) => sum + payment.amount, 0)),
    renewalIntention: account.renewalIntention,
    directDebitMandate: account.mandate,
  };
}

const hasActiveMandate = (account: MemberAccountRecord) => account.mandate?.status === 'Active';

function renewalPeriod(account: MemberAccountRecord, today: Date): { start: Date; end: Date } {
  const lastEnd = account.membershipEndDate ? parseISO(account.membershipEndDate) : undefined;
  // A lapsed membership restarts today; a running one carries on from the day after it ends.
  const start = lastEnd && lastEnd >= today ? addDays(lastEnd, 1) : today;
  return { start, end: addDays(addYears(start, 1), -1) };
}

/** What GET renewals/quote answers (200 either way): the quote, or the reason renewal online is not possible now. */
export function renewalQuoteAnswerFor(member: MemberRecord, account: MemberAccountRecord, today: Date): ApiSchemas['RenewalQuoteAnswer'] {
  const quote = renewalQuoteFor(member, account, today);
  return quote.ok ? { renewable: true, quote: quote.quote } : { renewable: false, reason: quote.message };
}

/** The renewal quote, and what both ways of renewing check first (the submissions refuse with its 409). */
export function renewalQuoteFor(member: MemberRecord, account: MemberAccountRecord, today: Date): { ok: true; quote: ApiSchemas['RenewalQuote'] } | Refusal {
  const check = canRenewAnswer(member);
  if (check !== 'Ok') return refuse(409, 'renewal-not-available', `Your membership can't be renewed online: ${check}.`);
  const balance = balanceOf(account.payments);
  if (balance > 0)
    return refuse(409, 'balance-outstanding', `There is ${formatMoney(balance)} to pay on your account. Please pay it on Payments & Invoices first, or contact us.`);
  const end = account.membershipEndDate ? parseISO(account.membershipEndDate) : undefined;
  if (end && differenceInCalendarDays(end, today) > RENEWAL_WINDOW_DAYS)
    return refuse(
      409,
      'renewal-too-early',
      `Your membership already runs until ${formatDate(end)}. You can renew online from ${formatDate(addDays(end, -RENEWAL_WINDOW_DAYS))}.`,
    );
  const { start, end: periodEnd } = renewalPeriod(account, today);
  const price = TIER_PRICES[account.tier];
  const net = roundToPence(price / 1.2);
  const mandate = hasActiveMandate(account) ? account.mandate : null;
  return {
    ok: true,
    quote: {
      tier: account.tier,
      price,
      net,
      vat: roundToPence(price - net),
      periodStart: day(start),
      periodEnd: day(periodEnd),
      directDebitAvailable: mandate !== null,
      directDebitAccount: mandate ? `${mandate.bankName}, account ending ${mandate.accountNumberEnding}` : null,
    },
  };
}

/** What GET upgrade-quotes answers (200 either way): the quotes, or the reason upgrading online is not possible now. */
export function upgradeQuotesAnswerFor(account: MemberAccountRecord, today: Date): ApiSchemas['UpgradeQuotesAnswer'] {
  const quotes = upgradeQuotesFor(account, today);
  return 'ok' in quotes ? { upgradable: false, reason: quotes.message } : { upgradable: true, quotes };
}

/** The upgrade quotes, and what every way of upgrading checks first (the submissions refuse with its 409). */
export function upgradeQuotesFor(account: MemberAccountRecord, today: Date): ApiSchemas['UpgradeQuotes'] | Refusal {
  if (!account.membershipStartDate || !account.membershipEndDate || account.membershipEndDate < day(today))
    return refuse(409, 'membership-ended', 'Your membership has ended. Please renew it before upgrading.');
  const start = parseISO(account.membershipStartDate);
  const end = parseISO(account.membershipEndDate);
  const daysInYear = differenceInCalendarDays(end, start) + 1;
  const daysRemaining = differenceInCalendarDays(end, today) + 1;
  const current = account.tier;
  return {
    currentTier: current,
    membershipEndDate: account.membershipEndDate,
    addsToDirectDebit: hasActiveMandate(account),
    quotes: ([1, 2, 3, 4] as MembershipTier[])
      .filter((tier) => tier > current)
      .map((tier) => ({
        tier,
        // The difference in yearly price for the days left of this year, today included.
        price: roundToPence(((TIER_PRICES[tier] - TIER_PRICES[current]) * daysRemaining) / daysInYear),
        daysRemaining,
      })),
  };
}

/** The tier asked for in an upgrade: a known tier above the current one. */
export function checkUpgradeTier(account: MemberAccountRecord, tier: unknown): { ok: true; tier: MembershipTier } | Refusal {
  if (!isMembershipTier(tier)) return invalid('tier must be 1 (Standard), 2 (Premium), 3 (Premium Plus) or 4 (Pro)', 'tier');
  if (tier === account.tier) return refuse(409, 'already-on-tier', `You are already on the ${tierLabel(tier)} tier.`);
  if (tier < account.tier)
    return refuse(409, 'downgrade-not-online', `Moving down to ${tierLabel(tier)} can't be done online. Please contact us to change your tier.`);
  return { ok: true, tier };
}

const nextId = (store: AccountStore, prefix: string) => `${prefix}-0000-4000-8000-${String(store.nextId++).padStart(12, '0')}`;

/** Adds a payment (and its invoice unless it is still to come) to the member's ledger. */
export function addPayment(store: AccountStore, account: MemberAccountRecord, payment: Omit<Payment, 'id' | 'invoiceNumber'>, today: Date): Payment {
  const invoiced = payment.status !== 'Future';
  const added: Payment = {
    ...payment,
    id: nextId(store, '9e7c1f00'),
    invoiceNumber: invoiced ? invoiceNumberOf(store.nextInvoiceNumber++) : null,
  };
  account.payments.push(added);
  if (added.invoiceNumber) account.invoices.push(invoiceFor(added, added.invoiceNumber, today, customerOnInvoice(account.details)));
  return added;
}

/** Renews the membership for the quoted period, paid one way or the other. */
export function renew(member: MemberRecord, account: MemberAccountRecord, paymentType: PaymentMethod, today: Date) {
  const { start, end } = renewalPeriod(account, today);
  // A lapsed membership starts again today; a running one simply runs on.
  if (!account.membershipEndDate || account.membershipEndDate < day(today)) account.membershipStartDate = day(start);
  account.membershipEndDate = day(end);
  account.paymentPlanEndDate = day(end);
  account.renewalIntention = null;
  account.accountStatus = 'Active';
  member.details = { ...member.details, latestMembership: { status: CURRENT_MEMBERSHIP_STATUS, paymentType: { name: paymentType } } };
  return { start, end };
}

/** The next Direct Debit collection date that gives the member the notice they are owed. */
function nextCollectionDate(account: MemberAccountRecord, today: Date): Date {
  const earliest = addDays(today, DIRECT_DEBIT_NOTICE_DAYS);
  const scheduled = account.payments
    .filter((payment) => payment.status === 'Future')
    .map((payment) => parseISO(payment.dueDate))
    .filter((date) => date >= earliest)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return scheduled ?? earliest;
}

function directDebitMethod(member: MemberRecord): PaymentMethod {
  const method = member.details.latestMembership?.paymentType?.name;
  return paysByDirectDebit(method) ? (method as PaymentMethod) : 'AAP';
}

/** POST renewals: renewed now, the year's fee collected by Direct Debit after the notice period. */
export function renewByDirectDebit(store: SimulatorStore, member: MemberRecord, body: unknown, today: Date) {
  if (!body || typeof body !== 'object' || (body as Record<string, unknown>).paymentMethod !== 'DirectDebit')
    return invalid("paymentMethod must be 'DirectDebit' (card renewals go through card-payments)", 'paymentMethod');
  const account = accountOf(store, member);
  const quote = renewalQuoteFor(member, account, today);
  if (!quote.ok) return quote;
  if (!quote.quote.directDebitAvailable) return refuse(409, 'direct-debit-not-available', 'There is no active Direct Debit on your account. Please renew by card.');
  const collection = max([nextCollectionDate(account, today), parseISO(quote.quote.periodStart)]);
  const method = directDebitMethod(member);
  const { end } = renew(member, account, method, today);
  addPayment(
    store.account,
    account,
    {
      dueDate: day(collection),
      description: `Membership renewal, ${tierLabel(account.tier)}`,
      amount: quote.quote.price,
      method,
      status: 'Future',
      paidOn: null,
      failureReason: null,
      paidBy: null,
    },
    today,
  );
  return { ok: true as const, renewal: { periodEnd: day(end), firstCollectionDate: day(collection), amount: quote.quote.price } };
}

/** POST upgrades: the tier changes now and the pro-rata price joins the next Direct Debit collection. */
export function upgradeByDirectDebit(store: SimulatorStore, member: MemberRecord, body: unknown, today: Date) {
  const account = accountOf(store, member);
  const tier = checkUpgradeTier(account, (body as Record<string, unknown> | null)?.tier);
  if (!tier.ok) return tier;
  const quotes = upgradeQuotesFor(account, today);
  if ('ok' in quotes) return quotes;
  if (!quotes.addsToDirectDebit) return refuse(409, 'direct-debit-not-available', 'There is no active Direct Debit on your account. Please pay for the upgrade by card.');
  const quote = quotes.quotes.find((candidate) => candidate.tier === tier.tier)!;
  const collection = nextCollectionDate(account, today);
  account.tier = tier.tier;
  addPayment(
    store.account,
    account,
    {
      dueDate: day(collection),
      description: `Upgrade to ${tierLabel(tier.tier)} (rest of year)`,
      amount: quote.price,
      method: directDebitMethod(member),
      status: 'Future',
      paidOn: null,
      failureReason: null,
      paidBy: null,
    },
    today,
  );
  return { ok: true as const, upgrade: { tier: tier.tier, amount: quote.price, collectionDate: day(collection) } };
}

const hasEnded = (account: MemberAccountRecord, today: Date) => !account.membershipEndDate || account.membershipEndDate < day(today);

/** POST renewals/plan-to-renew: the intention replaces any recorded before. */
export function recordPlanToRenew(account: MemberAccountRecord, body: unknown, today: Date) {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (!isMembershipTier(fields.tier)) return invalid('tier must be 1, 2, 3 or 4', 'tier');
  if (fields.paymentMethod !== 'Card' && fields.paymentMethod !== 'DirectDebit') return invalid("paymentMethod must be 'Card' or 'DirectDebit'", 'paymentMethod');
  if (hasEnded(account, today)) return refuse(409, 'membership-ended', 'Your membership has already ended. Please renew it instead.');
  const intention: ApiSchemas['PlanToRenewIntention'] = { intention: 'PlanToRenew', recordedOn: day(today), tier: fields.tier, paymentMethod: fields.paymentMethod };
  account.renewalIntention = intention;
  return { ok: true as const, intention };
}

/** The reasons the association counts, as the contract lists them. */
export const NO_PLAN_TO_RENEW_REASONS: readonly ApiSchemas['NoPlanToRenewReason'][] = ['ClosingBusiness', 'TooExpensive', 'NotUsingBenefits', 'OtherProvider', 'Other'];
const COMMENTS_MAX_LENGTH = 1000;

/** POST renewals/no-plan-to-renew: comments are trimmed, empty ones (or none) kept as null; required for 'Other'. */
export function recordNoPlanToRenew(account: MemberAccountRecord, body: unknown, today: Date) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const reason = NO_PLAN_TO_RENEW_REASONS.find((candidate) => candidate === fields.reason);
  if (!reason) return invalid(`reason must be one of ${NO_PLAN_TO_RENEW_REASONS.join(', ')}`, 'reason');
  const comments = typeof fields.comments === 'string' ? fields.comments.trim() : '';
  if (comments.length > COMMENTS_MAX_LENGTH) return invalid(`comments must be ${COMMENTS_MAX_LENGTH} characters or fewer`, 'comments');
  if (reason === 'Other' && !comments) return refuse(400, 'comments-required', "comments are required when the reason is 'Other'", 'comments');
  if (hasEnded(account, today)) return refuse(409, 'membership-ended', 'Your membership has already ended.');
  const intention: ApiSchemas['NoPlanToRenewIntention'] = { intention: 'NoPlanToRenew', recordedOn: day(today), reason, comments: comments || null };
  account.renewalIntention = intention;
  return { ok: true as const, intention };
}

export function paysByDirectDebit(method: string | null | undefined): boolean {
  return paymentMethodInfo(method)?.kind === 'direct-debit';
}
