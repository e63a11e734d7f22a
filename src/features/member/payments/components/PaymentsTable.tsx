import type { PaymentHistoryRow } from '@/domain/account/paymentHistory';
// Money lines up by its digits, as in every list (the list kit's numeric columns).
import '@/components/lists/serverTable.css';
import { TableScrollBox } from '@/components/lists/TableScrollBox';
import { CardPaymentRow } from './CardPaymentRow';
import { PaymentRow, type PaymentRowProps } from './PaymentRow';

export interface PaymentsTableProps extends Pick<PaymentRowProps, 'onPay' | 'payingId'> {
  /** Debts, and (in the history) the card payments that paid them, in the order to show. */
  rows: PaymentHistoryRow[];
  caption: string;
}

/** Payments with their date, what they were for, amount, method and status, and Pay now where one is owed. */
export function PaymentsTable({ rows, caption, onPay, payingId }: PaymentsTableProps) {
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
          {rows.map((row) =>
            row.kind === 'payment' ? (
              <PaymentRow key={row.key} payment={row.payment} onPay={onPay} payingId={payingId} />
            ) : (
              <CardPaymentRow key={row.key} cardPayment={row.cardPayment} paid={row.paid} />
            ),
          )}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
