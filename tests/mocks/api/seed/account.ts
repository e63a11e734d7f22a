// TEST DOUBLE, never shipped: each demo member's membership year, business contacts, payments, invoices and
// Direct Debit mandate, relative to today's date, and the association's tiers.
import { addDays, addMonths, addYears, subDays } from 'date-fns';
import { ACCOUNT_STATUSES } from '../../../../src/domain/accountStatus';
import { formatApiDate } from '../../../../src/domain/format/date';
import { MEMBERSHIP_TIERS, tierLabel } from '../../../../src/domain/membershipTiers';
import { paymentMethodInfo } from '../../../../src/domain/paymentMethod';
import { roundToPence } from '../../../../src/domain/rounding';
import { DEMO_ACCOUNTS, demoAccount, type DemoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { customerOnInvoice, SUPPLIER, type InvoiceParty } from '../backend-reference/issuedInvoices';

type MembershipTier = ApiSchemas['MembershipTier'];
type Payment = ApiSchemas['Payment'];

/** One line of a VAT invoice (DOMAIN-NOTES §5): quantity, unit price excluding VAT, VAT rate in percent. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
}

/**
 * An invoice as the simulator keeps it: what the list shows, and everything the document says, as issued:
 * the parties and the lines never change once it exists (backend-reference/issuedInvoices.ts). When and how
 * it was paid is its payment's (backend-reference/paymentRecords.ts), kept in one place.
 */
export type InvoiceRecord = Omit<ApiSchemas['Invoice'], 'paidOn' | 'paidBy'> & {
  taxPoint: string;
  lines: InvoiceLine[];
  supplier: InvoiceParty;
  customer: InvoiceParty;
};

/**
 * What a card payment pays for: the request's purpose and its payments or tier, without the return address,
 * plus what the API quoted it against (the renewal year's first day, the tier upgraded from), so a result
 * that arrives after that has changed is refunded rather than applied twice.
 */
export type CardPaymentTarget =
  | Omit<ApiSchemas['PaymentCardPaymentRequest'], 'returnUrl'>
  | (Omit<ApiSchemas['RenewalCardPaymentRequest'], 'returnUrl'> & { periodStart: string })
  | (Omit<ApiSchemas['UpgradeCardPaymentRequest'], 'returnUrl'> & { fromTier: MembershipTier });

/** A card payment and what the simulator needs to finish it when the hosted page reports back. */
export type CardPaymentRecord = ApiSchemas['CardPayment'] & {
  membershipNumber: string;
  /** Where the hosted page sends the member back: the portal's address plus `?payment={id}`. */
  returnUrl: string;
  target: CardPaymentTarget;
};

export interface MemberAccountRecord {
  tier: MembershipTier;
  /** Spec §3 account status, as the association's records hold it (the sign-in claim says the same at seed time). */
  accountStatus: ApiSchemas['AccountStatus'];
  membershipStartDate: string | null;
  membershipEndDate: string | null;
  paymentPlanEndDate: string | null;
  details: ApiSchemas['AccountDetails'];
  payments: Payment[];
  invoices: InvoiceRecord[];
  mandate: ApiSchemas['DirectDebitMandate'] | null;
  renewalIntention: ApiSchemas['RenewalIntention'] | null;
}

/** The account slice of the simulator's store. */
export interface AccountStore {
  tiers: ApiSchemas['MembershipTierOffer'][];
  /** By membership number. */
  accounts: Map<string, MemberAccountRecord>;
  cardPayments: CardPaymentRecord[];
  /** The card provider's events already processed, by event id, with the answer given (each is processed once). */
  processedEvents: Map<string, ApiSchemas['CardPaymentNotificationAnswer']>;
  /** The server-side half of VITE_PAYMENTS_DISABLED: while true, new card payments are refused (503). */
  cardPaymentsDisabled: boolean;
  nextInvoiceNumber: number;
  nextId: number;
}

export const VAT_RATE = 20;

/** A year's price including VAT, per tier. Monthly Direct Debit is a twelfth of it. */
export const TIER_PRICES: Record<MembershipTier, number> = { 1: 180, 2: 300, 3: 480, 4: 720 };

const TIER_BENEFITS: Record<MembershipTier, string[]> = {
  1: ['Member helpline, weekdays 9 to 5', 'Food safety documents builder', 'Cashback and rewards schemes'],
  2: [
    'Everything in Standard',
    'Health & safety policy and COSHH builders',
    'Staff training records',
    'Risk assessments for every unit',
  ],
  3: [
    'Everything in Premium',
    'Online food hygiene courses for up to 5 staff a year',
    'Gas safety records for your premises',
    'Priority helpline',
  ],
  4: [
    'Everything in Premium Plus',
    'Online courses for all your staff',
    'A named account manager',
    'Legal advice line for employment and licensing',
  ],
};

export function seedTiers(): ApiSchemas['MembershipTierOffer'][] {
  return Object.values(MEMBERSHIP_TIERS).map((tier) => ({
    tier,
    pricePerYear: TIER_PRICES[tier],
    benefits: [...TIER_BENEFITS[tier]],
  }));
}

export const day = (date: Date) => formatApiDate(date);
export const netOf = (gross: number) => roundToPence(gross / (1 + VAT_RATE / 100));

/** Builds one member's payments and invoices in date order, numbering invoices as it goes. */
class LedgerBuilder {
  readonly payments: Payment[] = [];
  readonly invoices: InvoiceRecord[] = [];
  constructor(
    private readonly counters: { invoice: number; id: number },
    private readonly today: Date,
    /** The member as the invoices name them when issued. */
    private readonly customer: InvoiceParty,
  ) {}

  add(fields: {
    due: Date;
    description: string;
    amount: number;
    method: ApiSchemas['PaymentMethod'];
    status: ApiSchemas['PaymentStatus'];
    failureReason?: string;
  }): Payment {
    const id = `9e7c1f00-0000-4000-8000-${String(this.counters.id++).padStart(12, '0')}`;
    const paid = fields.status === 'Successful' || fields.status === 'Failed - Paid';
    // Future collections are invoiced when they are collected; everything else already has its invoice.
    // A card payment left unfinished took nothing and has no invoice of its own.
    const invoiced = fields.status !== 'Future' && fields.status !== 'Not Completed';
    const invoiceNumber = invoiced ? invoiceNumberOf(this.counters.invoice++) : null;
    const payment: Payment = {
      id,
      dueDate: day(fields.due),
      description: fields.description,
      amount: fields.amount,
      method: fields.method,
      status: fields.status,
      paidOn: paid ? day(fields.due) : null,
      invoiceNumber,
      failureReason: fields.failureReason ?? null,
      // Paid as it was due to be, by its own collection or by card at the time (by phone: no card is on record).
      paidBy: paid ? { method: paymentMethodInfo(fields.method)?.kind === 'card' ? 'Card' : 'Direct Debit', cardPaymentId: null, card: null } : null,
    };
    this.payments.push(payment);
    if (invoiceNumber) this.invoices.push(invoiceFor(payment, invoiceNumber, this.today, this.customer));
    return payment;
  }
}

export const invoiceNumberOf = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/** An invoice for one payment: one line at the net price, VAT at 20 %, issued on the payment's date to the member as they are named now. */
export function invoiceFor(payment: Payment, number: string, today: Date, customer: InvoiceParty): InvoiceRecord {
  const net = netOf(payment.amount);
  const settled = payment.status === 'Successful' || payment.status === 'Failed - Paid';
  const overdue = !settled && payment.dueDate < day(today);
  return {
    number,
    issueDate: payment.dueDate,
    taxPoint: payment.dueDate,
    dueDate: payment.dueDate,
    description: payment.description,
    net,
    vat: roundToPence(payment.amount - net),
    gross: payment.amount,
    status: settled ? 'Paid' : overdue ? 'Overdue' : 'Unpaid',
    lines: [{ description: payment.description, quantity: 1, unitPrice: net, vatRate: VAT_RATE }],
    supplier: SUPPLIER,
    customer,
  };
}

interface AccountSeedContext {
  account: DemoAccount;
  today: Date;
  ledger: LedgerBuilder;
}

interface AccountSeed {
  tier: MembershipTier;
  /** The association's records when they are ahead of the sign-in's claim (renewed by phone). */
  accountStatus?: ApiSchemas['AccountStatus'];
  /** Days from today the membership year started. */
  startedDaysAgo: number;
  /** Overrides the year's end (a lapsed or soon-ending membership). */
  endsInDays?: number;
  mandate?: 'Active' | 'Cancelled';
  ledger?: (context: AccountSeedContext & { start: Date; end: Date }) => void;
  details?: (account: DemoAccount) => Partial<ApiSchemas['AccountDetails']>;
  renewalIntention?: (today: Date) => ApiSchemas['RenewalIntention'];
}

const annual = (tier: MembershipTier) => `Annual membership, ${tierLabel(tier)}`;
const annualRenewal = (tier: MembershipTier) => `Annual membership renewal, ${tierLabel(tier)}`;
const monthly = (tier: MembershipTier) => `Monthly membership, ${tierLabel(tier)}`;

/** Twelve monthly Direct Debit collections from the year's start: collected up to today, the rest to come. */
function monthlyCollections(
  { ledger, today }: AccountSeedContext,
  start: Date,
  tier: MembershipTier,
  failed: Partial<Record<number, { status: ApiSchemas['PaymentStatus']; failureReason: string }>> = {},
) {
  for (let month = 0; month < 12; month += 1) {
    const due = addMonths(start, month);
    const past = due <= today;
    ledger.add({
      due,
      description: `${monthly(tier)} (${month + 1} of 12)`,
      amount: roundToPence(TIER_PRICES[tier] / 12),
      method: 'CCA Monthly',
      status: failed[month]?.status ?? (past ? 'Successful' : 'Future'),
      failureReason: failed[month]?.failureReason,
    });
  }
}

const ACCOUNT_SEEDS: Record<string, AccountSeed> = {
  'member-active': {
    tier: MEMBERSHIP_TIERS.Premium,
    startedDaysAgo: 165,
    ledger: ({ ledger, start }) => {
      ledger.add({ due: addYears(start, -1), description: annual(1), amount: TIER_PRICES[1], method: 'Card Payment', status: 'Successful' });
      ledger.add({ due: addDays(addYears(start, -1), 120), description: 'Upgrade to Premium (rest of year)', amount: 80, method: 'Card Payment', status: 'Successful' });
      ledger.add({ due: subDays(start, 1), description: annualRenewal(2), amount: TIER_PRICES[2], method: 'Card Payment', status: 'Not Completed' });
      ledger.add({ due: start, description: annualRenewal(2), amount: TIER_PRICES[2], method: 'Card Payment', status: 'Successful' });
    },
    details: () => ({
      tradingName: 'The Larder Café',
      vatNumber: '287431241',
      mailAddress: { line1: '12 Church Street', line2: null, town: 'Harrogate', county: 'North Yorkshire', postcode: 'HG1 1AA' },
      invoiceAddress: { line1: 'Larder Catering Ltd', line2: '4 Station Parade', town: 'Harrogate', county: null, postcode: 'HG1 1UF' },
    }),
  },
  'member-direct-debit': {
    tier: MEMBERSHIP_TIERS.Premium,
    startedDaysAgo: 95,
    mandate: 'Active',
    ledger: (context) => monthlyCollections(context, context.start, MEMBERSHIP_TIERS.Premium),
    details: () => ({ tradingName: "Dev's Dosa Kitchen" }),
  },
  'member-failed-payment': {
    tier: MEMBERSHIP_TIERS.Standard,
    startedDaysAgo: 75,
    mandate: 'Active',
    ledger: (context) =>
      monthlyCollections(context, context.start, MEMBERSHIP_TIERS.Standard, {
        2: { status: 'Failed - Unpaid', failureReason: 'Refer to payer: your bank did not pay it' },
      }),
    details: () => ({ tradingName: "Grace's Jollof Pot" }),
  },
  'member-plan-ending': {
    tier: MEMBERSHIP_TIERS.PremiumPlus,
    startedDaysAgo: 320,
    endsInDays: 45,
    ledger: ({ ledger, start }) => {
      ledger.add({ due: start, description: annual(3), amount: TIER_PRICES[3], method: 'Card Payment', status: 'Successful' });
    },
    details: () => ({ tradingName: "Owen's Pie Shop" }),
  },
  'member-tier-standard': {
    tier: MEMBERSHIP_TIERS.Standard,
    startedDaysAgo: 30,
    ledger: ({ ledger, start }) => {
      ledger.add({ due: start, description: annual(1), amount: TIER_PRICES[1], method: 'Card Payment', status: 'Successful' });
    },
    details: () => ({ tradingName: "Hannah's Sandwich Bar", vatNumber: null }),
  },
  'member-tier-pro': {
    tier: MEMBERSHIP_TIERS.Pro,
    startedDaysAgo: 200,
    mandate: 'Active',
    ledger: ({ ledger, start, end }) => {
      ledger.add({ due: start, description: annual(4), amount: TIER_PRICES[4], method: 'AAP', status: 'Successful' });
      ledger.add({ due: addDays(end, 1), description: annualRenewal(4), amount: TIER_PRICES[4], method: 'AAP', status: 'Future' });
    },
    details: () => ({ tradingName: 'Reid & Sons Event Catering' }),
  },
  'status-renew-soon': {
    tier: MEMBERSHIP_TIERS.Standard,
    startedDaysAgo: 340,
    endsInDays: 25,
    ledger: ({ ledger, start }) => {
      ledger.add({ due: start, description: annual(1), amount: TIER_PRICES[1], method: 'Card Payment', status: 'Successful' });
    },
    renewalIntention: (today) => ({ intention: 'PlanToRenew', recordedOn: day(subDays(today, 6)), tier: 1, paymentMethod: 'Card' }),
  },
  // Lapsed 20 days ago; paid by card and owes nothing, so renewal online is offered (spec §8).
  'status-expired-card': {
    tier: MEMBERSHIP_TIERS.Premium,
    startedDaysAgo: 385,
    endsInDays: -20,
    ledger: ({ ledger, start }) => {
      ledger.add({ due: start, description: annual(2), amount: TIER_PRICES[2], method: 'Card Payment', status: 'Successful' });
    },
    details: () => ({ tradingName: 'Brew & Bun Coffee Van' }),
  },
  // Renewed by phone yesterday: the new year is paid, the sign-in claim still says Expired.
  'status-expired-current': {
    tier: MEMBERSHIP_TIERS.Standard,
    accountStatus: 'Active',
    startedDaysAgo: 1,
    ledger: ({ ledger, start }) => {
      ledger.add({ due: addYears(start, -1), description: annual(1), amount: TIER_PRICES[1], method: 'Card Payment', status: 'Successful' });
      ledger.add({ due: start, description: `${annualRenewal(1)} (by phone)`, amount: TIER_PRICES[1], method: 'Card Payment', status: 'Successful' });
    },
  },
  // Monthly Direct Debit stopped by the member's bank: the last eight collections went unpaid (£120).
  'status-expired-other': {
    tier: MEMBERSHIP_TIERS.Standard,
    startedDaysAgo: 395,
    endsInDays: -30,
    mandate: 'Cancelled',
    ledger: (context) =>
      monthlyCollections(
        context,
        context.start,
        MEMBERSHIP_TIERS.Standard,
        Object.fromEntries(
          [4, 5, 6, 7, 8, 9, 10, 11].map((month) => [month, { status: 'Failed - Unpaid', failureReason: 'Instruction cancelled by the payer' }]),
        ),
      ),
  },
  // A declined card payment for an upgrade (£85) keeps the renewal check refusing: 'Outstanding balance'.
  'status-expired-cannot-renew': {
    tier: MEMBERSHIP_TIERS.Premium,
    startedDaysAgo: 380,
    endsInDays: -15,
    ledger: ({ ledger, start }) => {
      ledger.add({ due: start, description: annual(1), amount: TIER_PRICES[1], method: 'Card Payment', status: 'Successful' });
      ledger.add({
        due: addDays(start, 130),
        description: 'Upgrade to Premium (rest of year)',
        amount: 85,
        method: 'Card Payment',
        status: 'Unsuccessful',
        failureReason: 'Card declined by the card issuer',
      });
    },
  },
  // The yearly Direct Debit and an upgrade added to it both came back unpaid when the bank cancelled the
  // mandate: £250 overdue, hence the suspension.
  'status-suspended': {
    tier: MEMBERSHIP_TIERS.Premium,
    startedDaysAgo: 40,
    mandate: 'Cancelled',
    ledger: ({ ledger, start }) => {
      ledger.add({ due: addYears(start, -1), description: annual(1), amount: TIER_PRICES[1], method: 'AAP', status: 'Successful' });
      ledger.add({
        due: start,
        description: annualRenewal(1),
        amount: TIER_PRICES[1],
        method: 'AAP',
        status: 'Failed - Unpaid',
        failureReason: 'Instruction cancelled by the payer',
      });
      ledger.add({
        due: addDays(start, 14),
        description: 'Upgrade to Premium (rest of year)',
        amount: 70,
        method: 'AAP',
        status: 'Failed - Unpaid',
        failureReason: 'Instruction cancelled by the payer',
      });
    },
    details: () => ({ tradingName: "Suzy's Seaside Chippy" }),
  },
  'status-archived': { tier: MEMBERSHIP_TIERS.Standard, startedDaysAgo: 800, endsInDays: -435 },
  'status-cancelled': { tier: MEMBERSHIP_TIERS.Standard, startedDaysAgo: 500, endsInDays: -135 },
};

/** Everyone else: a Standard year paid by card, started 100 days ago. */
const DEFAULT_SEED: AccountSeed = {
  tier: MEMBERSHIP_TIERS.Standard,
  startedDaysAgo: 100,
  ledger: ({ ledger, start }) => {
    ledger.add({ due: start, description: annual(1), amount: TIER_PRICES[1], method: 'Card Payment', status: 'Successful' });
  },
};

function defaultDetails(account: DemoAccount, n: number): ApiSchemas['AccountDetails'] {
  const firstName = account.name.split(/[ ,]/)[0] ?? account.name;
  return {
    tradingName: `${firstName}'s Kitchen`,
    vatNumber: '287431241',
    mainContact: {
      name: account.name,
      email: account.email,
      // Ofcom's numbers reserved for drama: never a real line.
      phone: `01632 960${String(n).padStart(3, '0')}`,
      mobile: `07700 900${String(n).padStart(3, '0')}`,
    },
    mailAddress: { line1: `${n} Market Street`, line2: null, town: 'York', county: 'North Yorkshire', postcode: 'YO1 8RS' },
    invoiceAddress: null,
  };
}

function mandateFor(account: DemoAccount, status: 'Active' | 'Cancelled', today: Date): ApiSchemas['DirectDebitMandate'] {
  const n = Number(account.membershipNumber?.slice(-3) ?? 0);
  return {
    reference: `LARDER-${account.membershipNumber}`,
    bankName: n % 2 ? 'Barclays Bank UK' : 'NatWest',
    accountNumberEnding: String(4321 + n).slice(-4),
    status,
    setUpOn: day(subDays(today, 420)),
    cancellationReason: status === 'Cancelled' ? 'Instruction cancelled by the payer' : null,
  };
}

/** The demo account's sign-in claim, which the association's records start from: a status of the contract. */
function accountStatusOf(account: DemoAccount): ApiSchemas['AccountStatus'] {
  const status = ACCOUNT_STATUSES.find((candidate) => candidate === (account.accountStatus ?? 'Active'));
  if (!status) throw new Error(`${account.key} has the account status ${account.accountStatus}, which the API does not send`);
  return status;
}

/** Everything owed now: the payments still to pay (the member's balance, call 4's `balance`). */
export function balanceOf(payments: readonly Payment[]): number {
  return roundToPence(
    payments
      .filter((payment) => ['Due', 'Unsuccessful', 'Failed - Retry', 'Failed - Unpaid'].includes(payment.status))
      .reduce((sum, payment) => sum + payment.amount, 0),
  );
}

export function seedAccounts(today: Date = new Date()): AccountStore {
  const counters = { invoice: 1041, id: 1 };
  const accounts = new Map<string, MemberAccountRecord>();
  DEMO_ACCOUNTS.forEach((account, index) => {
    if (!account.membershipNumber) return;
    const seed = ACCOUNT_SEEDS[account.key] ?? DEFAULT_SEED;
    const start = subDays(today, seed.startedDaysAgo);
    const end = seed.endsInDays === undefined ? subDays(addYears(start, 1), 1) : addDays(today, seed.endsInDays);
    const base = defaultDetails(account, index + 1);
    const details = { ...base, ...seed.details?.(account) };
    const ledger = new LedgerBuilder(counters, today, customerOnInvoice(details));
    seed.ledger?.({ account, today, ledger, start, end });
    accounts.set(account.membershipNumber, {
      tier: seed.tier,
      accountStatus: seed.accountStatus ?? accountStatusOf(account),
      membershipStartDate: day(start),
      membershipEndDate: day(end),
      paymentPlanEndDate: day(end),
      details,
      payments: ledger.payments,
      invoices: ledger.invoices,
      mandate: seed.mandate ? mandateFor(account, seed.mandate, today) : null,
      renewalIntention: seed.renewalIntention?.(today) ?? null,
    });
  });
  return {
    tiers: seedTiers(),
    accounts,
    cardPayments: [],
    processedEvents: new Map(),
    cardPaymentsDisabled: false,
    nextInvoiceNumber: counters.invoice,
    nextId: counters.id,
  };
}

/** A seeded member's account, for tests. */
export const seededAccountOf = (key: string) => seedAccounts().accounts.get(demoAccount(key).membershipNumber!)!;
