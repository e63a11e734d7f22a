import type { Column } from '@/components/lists/ServerTable';
import { StatusBadge } from '@/components/states/StatusBadge';
import type { CardPayment } from '@/domain/account/cardPayments';
import { cardRefundInfo } from '@/domain/account/cardRefunds';
import { cardLabel, howPaidText } from '@/domain/account/howPaid';
import { cardPaymentPaidText } from '@/domain/account/paymentHistory';
import { isOverdue, type Payment, type PaymentEntry } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { paymentMethodInfo, paymentMethodLabel } from '@/domain/paymentMethod';
import { isPayableStatus } from '@/domain/paymentStatus';
import { PayNowButton } from './PayNowButton';
import { PaymentStatusBadge } from './PaymentStatusBadge';

export interface PaymentColumnsOptions {
  /** Today, for which debts are overdue (those are paid through the overdue notice, not their own row). */
  today: Date;
  /** Absent when card payments are not available: no Pay now at all. */
  onPay?: (payment: Payment) => void;
  /** The payment whose card payment is being started. */
  payingId?: string;
}

/** Statuses every member reads at a glance; the others get their meaning beside the badge. */
const ROUTINE = new Set(['Successful', 'Future']);

/** An entry's key: what it is, never its position. */
export const entryKey = (entry: PaymentEntry) => (entry.kind === 'payment' ? `payment-${entry.payment.id}` : `card-payment-${entry.cardPayment.id}`);

/** A debt's status, the bank's reason for a failure, and how it was paid when a card paid it (its method says how it was due). */
function DebtStatus({ payment }: { payment: Payment }) {
  const paidByCard = payment.paidBy?.method === 'Card' ? howPaidText(payment.paidOn, payment.paidBy) : '';
  return (
    <>
      <PaymentStatusBadge status={payment.status} explain={!ROUTINE.has(payment.status)} />
      {payment.failureReason && <p className="small mb-0 mt-1">Reason given: {payment.failureReason}</p>}
      {paidByCard && <p className="small mb-0 mt-1">{paidByCard}</p>}
    </>
  );
}

/** A card payment's status; for a duplicate, how its refund stands. */
function CardPaymentStatus({ cardPayment }: { cardPayment: CardPayment }) {
  if (cardPayment.status !== 'Refunded') return <PaymentStatusBadge status={cardPayment.status} />;
  const refund = cardRefundInfo(cardPayment.refund);
  return (
    <>
      <StatusBadge tone={refund.tone}>{refund.label}</StatusBadge>
      <p className="small mb-0 mt-1">{refund.text}</p>
    </>
  );
}

/**
 * The columns of the schedule and the history: a debt's date, what it was for, amount, method and status, and
 * Pay now where it is owed (an overdue one says it is in the overdue notice's total, the one way to pay it); a
 * card payment (money in, a row of its own) with when, which card, and what it paid or how its refund stands.
 */
export function paymentColumns({ today, onPay, payingId }: PaymentColumnsOptions): Column<PaymentEntry, 'date'>[] {
  return [
    {
      header: 'Date',
      className: 'text-nowrap',
      cell: (entry) => formatDate(entry.kind === 'payment' ? entry.payment.dueDate : entry.cardPayment.completedAt),
    },
    {
      header: 'Description',
      isRowHeader: true,
      // What it was for is what a member reads first: not squeezed to a word a line beside the status at 1024 px.
      minWidth: '10rem',
      cell: (entry) =>
        entry.kind === 'payment' ? (
          <>
            {entry.payment.description}
            {entry.payment.invoiceNumber && (
              <div className="small text-body-secondary">
                Invoice <span className="text-nowrap">{entry.payment.invoiceNumber}</span>
              </div>
            )}
          </>
        ) : (
          <>
            Card payment
            {entry.cardPayment.status !== 'Refunded' && (
              <div className="small text-body-secondary">{cardPaymentPaidText(entry.cardPayment, entry.paidInvoiceNumbers)}</div>
            )}
          </>
        ),
    },
    { header: 'Amount', numeric: true, cell: (entry) => formatMoney(entry.kind === 'payment' ? entry.payment.amount : entry.cardPayment.amount) },
    {
      header: 'Method',
      cell: (entry) =>
        entry.kind === 'payment' ? (
          <span title={paymentMethodInfo(entry.payment.method)?.explanation}>{paymentMethodLabel(entry.payment.method)}</span>
        ) : entry.cardPayment.card ? (
          cardLabel(entry.cardPayment.card)
        ) : (
          'Card'
        ),
    },
    {
      header: 'Status',
      phone: 'status',
      minWidth: '12rem',
      cell: (entry) => (entry.kind === 'payment' ? <DebtStatus payment={entry.payment} /> : <CardPaymentStatus cardPayment={entry.cardPayment} />),
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      phone: 'action',
      className: 'text-nowrap',
      cell: (entry) => {
        if (entry.kind !== 'payment' || !onPay) return null;
        const { payment } = entry;
        // A note, not a button: it may wrap, so the description keeps its width at 1024 px.
        if (isOverdue(payment, today)) return <span className="small text-wrap">In the overdue total above</span>;
        if (!isPayableStatus(payment.status)) return null;
        return <PayNowButton payment={payment} isWorking={payingId === payment.id} disabled={payingId !== undefined} onPay={onPay} />;
      },
    },
  ];
}
