// TEST DOUBLE, never shipped: how the simulated API pages a member's payments and invoices
// (api/areas/payments.yaml, getPayments and getInvoices), as the backend must: the member's own records only,
// filtered and ordered, the page cut, and only then the page's entries joined to what they paid.
import { londonToday } from '../../../../src/domain/londonToday';
import { isPayableStatus } from '../../../../src/domain/paymentStatus';
import type { ApiSchemas } from '../handlers/options';
import { day, type MemberAccountRecord } from '../seed/account';

type Payment = ApiSchemas['Payment'];
type CardPayment = ApiSchemas['CardPayment'];
type Invoice = ApiSchemas['Invoice'];
export type PaymentView = 'history' | 'schedule' | 'overdue';

/** A page as the request asks for it: the contract gate has refused anything out of range already. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The view, status and page a getPayments request asks for (defaults as the contract gives them). */
export function paymentListRequest(url: URL): PageRequest & { view: PaymentView; status: string | undefined } {
  const view = url.searchParams.get('view');
  return {
    ...pageRequest(url),
    view: view === 'schedule' || view === 'overdue' ? view : 'history',
    status: url.searchParams.get('status') ?? undefined,
  };
}

export function pageRequest(url: URL): PageRequest {
  return { page: Number(url.searchParams.get('page') ?? 1), pageSize: Number(url.searchParams.get('pageSize') ?? 25) };
}

/** Still to come: the schedule's statuses. Everything else a debt can be is history. */
const UPCOMING = new Set<string>(['Future', 'Due', 'Raised']);

/** One entry before it is presented: a debt, or a card payment that took money (joined to its invoices once on the page). */
type Listed = { kind: 'payment'; day: string; payment: Payment } | { kind: 'cardPayment'; day: string; cardPayment: CardPayment };

const cut = <Item>(items: readonly Item[], { page, pageSize }: PageRequest) => items.slice((page - 1) * pageSize, page * pageSize);

/** Newest day first; on one day a card payment before the debts it settled; otherwise the order given (sort is stable). */
function historyOrder(a: Listed, b: Listed): number {
  if (a.day !== b.day) return a.day < b.day ? 1 : -1;
  return (a.kind === 'cardPayment' ? 0 : 1) - (b.kind === 'cardPayment' ? 0 : 1);
}

const byDueDate = (a: Payment, b: Payment) => a.dueDate.localeCompare(b.dueDate);

/** The entries of one list, filtered by status, in the list's order: one pass over the member's records and a sort of what matched. */
function listed(account: Pick<MemberAccountRecord, 'payments'>, cardPayments: () => readonly CardPayment[], view: PaymentView, status: string | undefined, now: Date): Listed[] {
  const wanted = (entryStatus: string) => status === undefined || entryStatus === status;
  const debt = (payment: Payment): Listed => ({ kind: 'payment', day: payment.dueDate, payment });
  if (view === 'schedule') return account.payments.filter((payment) => UPCOMING.has(payment.status) && wanted(payment.status)).sort(byDueDate).map(debt);
  if (view === 'overdue') {
    const today = day(londonToday(now));
    return account.payments
      .filter((payment) => isPayableStatus(payment.status) && payment.dueDate < today && wanted(payment.status))
      .sort(byDueDate)
      .map(debt);
  }
  const debts = account.payments.filter((payment) => !UPCOMING.has(payment.status) && wanted(payment.status)).map(debt);
  const taken: Listed[] = cardPayments()
    .filter((cardPayment) => cardPayment.completedAt !== null && wanted(cardPayment.status))
    .map((cardPayment) => ({ kind: 'cardPayment', day: day(londonToday(new Date(cardPayment.completedAt!))), cardPayment }));
  // Debts newest first by due date, card payments newest first as listed, then merged by day.
  debts.sort((a, b) => b.day.localeCompare(a.day));
  return [...taken, ...debts].sort(historyOrder);
}

/**
 * GET payments' answer: one page of the list asked for. `cardPayments` (the member's that took money, newest
 * first) is read for the history only; only the page's card payments are joined to the invoices they paid.
 */
export function paymentPage(
  account: Pick<MemberAccountRecord, 'payments'>,
  cardPayments: () => readonly CardPayment[],
  request: ReturnType<typeof paymentListRequest>,
  now: Date,
): ApiSchemas['PaymentPage'] {
  const all = listed(account, cardPayments, request.view, request.status, now);
  const page = cut(all, request);
  const onPage = new Set(page.flatMap((entry) => (entry.kind === 'cardPayment' ? [entry.cardPayment.id] : [])));
  const paidInvoices = new Map<string, Payment[]>();
  if (onPage.size > 0)
    for (const payment of account.payments) {
      const by = payment.paidBy?.cardPaymentId;
      if (by && onPage.has(by) && payment.invoiceNumber) paidInvoices.set(by, [...(paidInvoices.get(by) ?? []), payment]);
    }
  return {
    items: page.map((entry) =>
      entry.kind === 'payment'
        ? { kind: 'payment', payment: entry.payment }
        : {
            kind: 'cardPayment',
            cardPayment: entry.cardPayment,
            paidInvoiceNumbers: (paidInvoices.get(entry.cardPayment.id) ?? []).sort(byDueDate).map((payment) => payment.invoiceNumber!),
          },
    ),
    page: request.page,
    pageSize: request.pageSize,
    total: all.length,
  };
}

/** GET invoices' answer: one page, newest first (issue date, then number); when and how each was paid is read for the page's invoices only. */
export function invoicePage(account: Pick<MemberAccountRecord, 'payments' | 'invoices'>, request: PageRequest): ApiSchemas['InvoicePage'] {
  const ordered = [...account.invoices].sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.number.localeCompare(a.number));
  const page = cut(ordered, request);
  const paidOnPage = new Set(page.filter((invoice) => invoice.status === 'Paid').map((invoice) => invoice.number));
  const paymentOf = new Map<string, Payment>();
  if (paidOnPage.size > 0)
    for (const payment of account.payments)
      if (payment.invoiceNumber && paidOnPage.has(payment.invoiceNumber) && !paymentOf.has(payment.invoiceNumber)) paymentOf.set(payment.invoiceNumber, payment);
  const items: Invoice[] = page.map(({ lines: _lines, taxPoint: _taxPoint, supplier: _supplier, customer: _customer, ...invoice }) => {
    const payment = paymentOf.get(invoice.number);
    return { ...invoice, paidOn: payment?.paidOn ?? null, paidBy: payment?.paidBy ?? null };
  });
  return { items, page: request.page, pageSize: request.pageSize, total: ordered.length };
}
