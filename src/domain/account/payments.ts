import { parseISO } from 'date-fns';
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

/** The member's three payment lists (GET /members/{n}/payments, `view`), each ordered and paged by the API. */
export type PaymentView = 'history' | 'schedule' | 'overdue';

/**
 * One entry of a payment list: a debt, or a card payment that took money (money in, not a debt) with the
 * invoices it paid. The history holds both, merged by the API; the schedule and what is overdue hold debts.
 */
export type PaymentEntry =
  | { kind: 'payment'; payment: Payment }
  | { kind: 'cardPayment'; cardPayment: CardPayment; paidInvoiceNumbers: string[] };

/** The debts of a list (the schedule's and the overdue list's entries are all debts). */
export const debtsOf = (entries: readonly PaymentEntry[]): Payment[] => entries.flatMap((entry) => (entry.kind === 'payment' ? [entry.payment] : []));

/** A payment still owed whose date has passed. */
export const isOverdue = (payment: Pick<Payment, 'status' | 'dueDate'>, today: Date) =>
  isPayableStatus(payment.status) && parseISO(payment.dueDate) < startOfDay(today);

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
