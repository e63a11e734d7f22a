import { useToday } from '@/components/dates/useToday';
import { isOverdue, type Payment } from '@/domain/account/payments';
import { howPaidText } from '@/domain/account/howPaid';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { paymentMethodInfo, paymentMethodLabel } from '@/domain/paymentMethod';
import { isPayableStatus } from '@/domain/paymentStatus';
import { PayNowButton } from './PayNowButton';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { Cell } from '@/components/lists/Cell';

export interface PaymentRowProps {
  payment: Payment;
  /** Absent when card payments are not available: no Pay now at all. */
  onPay?: (payment: Payment) => void;
  /** The payment whose card payment is being started. */
  payingId?: string;
}

/** Statuses every member reads at a glance; the others get their meaning beside the badge. */
const ROUTINE = new Set(['Successful', 'Future']);

/**
 * One debt: its date, what it was for, amount, method and status, how it was paid by card, and Pay now where it is
 * owed. An overdue one has no Pay now of its own: the overdue notice's one Pay for everything overdue is the one way.
 */
export function PaymentRow({ payment, onPay, payingId }: PaymentRowProps) {
  const overdue = isOverdue(payment, useToday());
  // A debt paid by card says so: its method is how it was due to be collected, not always how it was paid.
  const paidByCard = payment.paidBy?.method === 'Card' ? howPaidText(payment.paidOn, payment.paidBy) : '';
  return (
    <tr>
      <Cell column="date">{formatDate(payment.dueDate)}</Cell>
      <Cell column="description" rowHeader className="fw-normal">
        {payment.description}
        {payment.invoiceNumber && <div className="small text-body-secondary">Invoice {payment.invoiceNumber}</div>}
      </Cell>
      <Cell column="amount">{formatMoney(payment.amount)}</Cell>
      <Cell column="method">
        <span title={paymentMethodInfo(payment.method)?.explanation}>{paymentMethodLabel(payment.method)}</span>
      </Cell>
      <Cell column="status">
        <PaymentStatusBadge status={payment.status} explain={!ROUTINE.has(payment.status)} />
        {payment.failureReason && <p className="small mb-0 mt-1">Reason given: {payment.failureReason}</p>}
        {paidByCard && <p className="small mb-0 mt-1">{paidByCard}</p>}
      </Cell>
      <Cell column="actions">
        {onPay && overdue && <span className="small">In the overdue total above</span>}
        {onPay && !overdue && isPayableStatus(payment.status) && (
          <PayNowButton payment={payment} isWorking={payingId === payment.id} disabled={payingId !== undefined} onPay={onPay} />
        )}
      </Cell>
    </tr>
  );
}
