import type { Payment } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { paymentMethodInfo, paymentMethodLabel } from '@/domain/paymentMethod';
import { isPayableStatus } from '@/domain/paymentStatus';
import { PayNowButton } from './PayNowButton';
import { PaymentStatusBadge } from './PaymentStatusBadge';
// Money lines up by its digits, as in every list (the list kit's numeric columns).
import '@/components/lists/serverTable.css';
import { TableScrollBox } from '@/components/lists/TableScrollBox';

export interface PaymentsTableProps {
  payments: Payment[];
  caption: string;
  /** Absent when card payments are not available: no Pay now at all. */
  onPay?: (payment: Payment) => void;
  /** The payment whose card payment is being started. */
  payingId?: string;
}

/** Statuses every member reads at a glance; the others get their meaning beside the badge. */
const ROUTINE = new Set(['Successful', 'Future']);

/** Payments with their date, what they were for, amount, method and status, and Pay now where one is owed. */
export function PaymentsTable({ payments, caption, onPay, payingId }: PaymentsTableProps) {
  return (
    <TableScrollBox label={caption}>
      <table className="table align-top mb-2">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const descriptionId = `payment-${payment.id}`;
            return (
              <tr key={payment.id}>
                <td className="text-nowrap">{formatDate(payment.dueDate)}</td>
                <th scope="row" id={descriptionId} className="fw-normal">
                  {payment.description}
                  {payment.invoiceNumber && <div className="small text-body-secondary">Invoice {payment.invoiceNumber}</div>}
                </th>
                <td className="text-end larder-numeric">{formatMoney(payment.amount)}</td>
                <td>
                  <span title={paymentMethodInfo(payment.method)?.explanation}>{paymentMethodLabel(payment.method)}</span>
                </td>
                <td style={{ minWidth: '12rem' }}>
                  <PaymentStatusBadge status={payment.status} explain={!ROUTINE.has(payment.status)} />
                  {payment.failureReason && <p className="small mb-0 mt-1">Reason given: {payment.failureReason}</p>}
                </td>
                <td className="text-nowrap">
                  {onPay && isPayableStatus(payment.status) && (
                    <PayNowButton payment={payment} isWorking={payingId === payment.id} disabled={payingId !== undefined} onPay={onPay} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
