import { Pagination } from '@/components/lists/Pagination';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import type { CardPayment } from '@/domain/account/cardPayments';
import { paymentHistoryRows } from '@/domain/account/paymentHistory';
import type { Payment } from '@/domain/account/payments';
import { pageOfItems } from '@/domain/lists/pageOfItems';
import { paymentStatusInfo } from '@/domain/paymentStatus';
import { PAYMENT_HISTORY_LIST } from '../paymentsLists';
import { PaymentsTable, type PaymentsTableProps } from './PaymentsTable';

/**
 * Past payments and the card payments that paid them, newest first, a page at a time, narrowed to one status
 * when asked (both kept in the address).
 */
export function PaymentHistory({
  payments,
  cardPayments,
  onPay,
  payingId,
}: { payments: Payment[]; cardPayments: CardPayment[] } & Pick<PaymentsTableProps, 'onPay' | 'payingId'>) {
  const list = useListState(PAYMENT_HISTORY_LIST);
  const rows = paymentHistoryRows(payments, cardPayments);
  if (rows.length === 0)
    return <EmptyState icon="payments" title="No payments yet" message="Payments you make will be listed here, with their invoices." />;

  const status = list.query.filters.status ?? '';
  const statuses = [...new Set(rows.map((row) => row.status))];
  const shown = status ? rows.filter((row) => row.status === status) : rows;
  const current = pageOfItems(shown, list.query.page, list.query.pageSize);
  return (
    <>
      <div className="mb-3">
        <FilterBar label="Filter the payment history">
          <FilterSelect
            layout="inline"
            label="Status"
            allLabel="All statuses"
            value={status}
            onChange={(chosen) => list.setFilter('status', chosen)}
            options={statuses.map((option) => ({ value: option, label: paymentStatusInfo(option).label }))}
          />
        </FilterBar>
      </div>
      <PaymentsTable rows={current.items} caption="Your payment history, newest first" onPay={onPay} payingId={payingId} />
      <Pagination
        result={{ items: current.items, page: current.page, pageSize: list.query.pageSize, total: shown.length }}
        onPage={list.setPage}
        label="Payment history pages"
      />
    </>
  );
}
