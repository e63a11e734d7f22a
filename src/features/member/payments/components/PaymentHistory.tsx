import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { historyQuery, usePayments } from '@/api/get-payments';
import { HISTORY_STATUSES } from '@/domain/account/paymentHistory';
import { paymentStatusInfo } from '@/domain/paymentStatus';
import { PAYMENT_HISTORY_LIST } from '../paymentsLists';
import { PaymentsList, type PaymentsListProps } from './PaymentsList';

/**
 * Past payments and the card payments that paid them, newest first, a page at a time, narrowed to one status
 * when asked (both kept in the address, both worked out by the API).
 */
export function PaymentHistory({ membershipNumber, onPay, payingId }: { membershipNumber: string } & Pick<PaymentsListProps, 'onPay' | 'payingId'>) {
  const list = useListState(PAYMENT_HISTORY_LIST);
  const query = historyQuery(list.query);
  const result = usePayments(membershipNumber, query);
  if (!query.status && result.data?.total === 0 && !result.isPlaceholderData)
    return <EmptyState icon="payments" title="No payments yet" message="Payments you make will be listed here, with their invoices." />;

  return (
    <>
      <div className="mb-3">
        <FilterBar label="Filter the payment history">
          <FilterSelect
            layout="inline"
            label="Status"
            allLabel="All statuses"
            value={query.status ?? ''}
            onChange={(chosen) => list.setFilter('status', chosen)}
            options={HISTORY_STATUSES.map((option) => ({ value: option, label: paymentStatusInfo(option).label }))}
          />
        </FilterBar>
      </div>
      <PaymentsList
        caption="Your payment history, newest first"
        result={result}
        onPage={list.setPage}
        onPay={onPay}
        payingId={payingId}
        loadingLabel="Loading your payment history…"
        errorTitle="Your payment history could not be loaded"
        empty={
          <EmptyState
            icon="payments"
            title="No payments in this status"
            message={`None of your payments is ${paymentStatusInfo(query.status ?? '').label}.`}
            action={
              <button type="button" className="btn btn-outline-primary" onClick={list.clearFilters}>
                Show all statuses
              </button>
            }
          />
        }
      />
    </>
  );
}
