import { compareAsc, compareDesc, parseISO } from 'date-fns';
import { isPayableStatus } from '../paymentStatus';
import { roundToPence } from '../rounding';
import type { StatusTone } from '../statusTone';
import type { CardPayment } from './cardPayments';
import type { PaidBy } from './howPaid';

/** One line of the member's payment schedule or history (GET /members/{n}/payments). Dates are yyyy-MM-dd. */
export interface Payment {
  id: string;
  dueDate: string;
  description: string;
  amount: number;
  /** A §3 payment method. */
  method: string;
  /** A §3 payment status. */
  status: string;
  paidOn: string | null;
  /** Null for a collection still to come, or a card payment left unfinished. */
  invoiceNumber: string | null;
  /** Why a collection failed, in the bank's or card provider's words (e.g. 'Refer to payer'). */
  failureReason: string | null;
  /** How it was paid, with paidOn; null while unpaid. */
  paidBy: PaidBy | null;
}

export interface DirectDebitMandate {
  reference: string;
  bankName: string;
  /** The last four digits of the account number: never the whole number. */
  accountNumberEnding: string;
  status: 'Active' | 'Pending' | 'Cancelled';
  /** yyyy-MM-dd */
  setUpOn: string;
  /** Why a cancelled mandate ended, e.g. the bank's 'Instruction cancelled'. */
  cancellationReason: string | null;
}

export interface MemberPayments {
  payments: Payment[];
  /** Card payments that took money (Successful, and Refunded duplicates), newest first: money in, not debts. */
  cardPayments: CardPayment[];
  directDebitMandate: DirectDebitMandate | null;
}

/** Still to come: what is scheduled or in flight. Everything else is history. */
const UPCOMING_STATUSES = new Set(['Future', 'Due', 'Raised']);

/**
 * The payments page's two tables: the schedule (soonest first) and the history (newest first). A payment
 * that is Due sits in the schedule whatever its date; a failed one is history, with Pay now beside it.
 */
export function splitPayments(payments: readonly Payment[]): { schedule: Payment[]; history: Payment[] } {
  const byDate = (a: Payment, b: Payment) => compareAsc(parseISO(a.dueDate), parseISO(b.dueDate));
  const schedule = payments.filter((payment) => UPCOMING_STATUSES.has(payment.status)).sort(byDate);
  const history = payments
    .filter((payment) => !UPCOMING_STATUSES.has(payment.status))
    .sort((a, b) => compareDesc(parseISO(a.dueDate), parseISO(b.dueDate)));
  return { schedule, history };
}

/** A payment still owed whose date has passed. */
export const isOverdue = (payment: Pick<Payment, 'status' | 'dueDate'>, today: Date) =>
  isPayableStatus(payment.status) && parseISO(payment.dueDate) < startOfDay(today);

/** Payments still owed whose date has passed (the suspended member's "what is overdue"), oldest first. */
export function overduePayments(payments: readonly Payment[], today: Date): Payment[] {
  return payments
    .filter((payment) => isOverdue(payment, today))
    .sort((a, b) => compareAsc(parseISO(a.dueDate), parseISO(b.dueDate)));
}

/** What some payments come to, to the penny (what one Pay now for all of them asks). */
export function totalOf(payments: readonly Pick<Payment, 'amount'>[]): number {
  return roundToPence(payments.reduce((sum, payment) => sum + payment.amount, 0));
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export type InvoiceStatus = 'Paid' | 'Unpaid' | 'Overdue';

/** One invoice (GET /members/{n}/invoices): VAT invoice totals in pounds. */
export interface Invoice {
  number: string;
  issueDate: string;
  dueDate: string;
  description: string;
  net: number;
  vat: number;
  gross: number;
  status: InvoiceStatus;
  /** When and how it was paid; null unless Paid. */
  paidOn: string | null;
  paidBy: PaidBy | null;
}

/** Each status's tone in the portal's one status colour language (statusTone.ts). */
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  Paid: 'done',
  Unpaid: 'attention',
  Overdue: 'problem',
};
