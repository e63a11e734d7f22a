import type { PaymentHistoryRow } from '@/domain/account/paymentHistory';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';
import { CardPaymentRow } from './CardPaymentRow';
import { PaymentRow, type PaymentRowProps } from './PaymentRow';

export interface PaymentsTableProps extends Pick<PaymentRowProps, 'onPay' | 'payingId'> {
  /** Debts, and (in the history) the card payments that paid them, in the order to show. */
  rows: PaymentHistoryRow[];
  caption: string;
}

/** The columns of the payments and the history; PaymentRow and CardPaymentRow fill them. */
const COLUMNS: DataTableColumn[] = [
  { key: 'date', header: 'Date', className: 'text-nowrap' },
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount', numeric: true },
  { key: 'method', header: 'Method' },
  { key: 'status', header: 'Status', phone: 'status', minWidth: '12rem' },
  { key: 'actions', header: <span className="visually-hidden">Actions</span>, label: 'Actions', phone: 'action', className: 'text-nowrap' },
];

/** Payments with their date, what they were for, amount, method and status, and Pay now where one is owed. */
export function PaymentsTable({ rows, caption, onPay, payingId }: PaymentsTableProps) {
  return (
    <DataTable caption={caption} columns={COLUMNS} className="align-top mb-2">
      {rows.map((row) =>
        row.kind === 'payment' ? (
          <PaymentRow key={row.key} payment={row.payment} onPay={onPay} payingId={payingId} />
        ) : (
          <CardPaymentRow key={row.key} cardPayment={row.cardPayment} paid={row.paid} />
        ),
      )}
    </DataTable>
  );
}
