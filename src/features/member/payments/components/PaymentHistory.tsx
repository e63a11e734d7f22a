import { useState } from 'react';
import { PageLinks } from '@/components/lists/PageLinks';
import { EmptyState } from '@/components/states/EmptyState';
import type { Payment } from '@/domain/account/payments';
import { pageOfItems } from '@/domain/lists/pageOfItems';
import { paymentStatusInfo } from '@/domain/paymentStatus';
import { PaymentsTable, type PaymentsTableProps } from './PaymentsTable';
import { FilterSelect } from '@/components/lists/FilterSelect';

export const HISTORY_PAGE_SIZE = 10;

/** Past payments, newest first, ten to a page, narrowed to one status when asked. */
export function PaymentHistory({ payments, onPay, payingId }: { payments: Payment[] } & Pick<PaymentsTableProps, 'onPay' | 'payingId'>) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  if (payments.length === 0)
    return <EmptyState icon="payments" title="No payments yet" message="Payments you make will be listed here, with their invoices." />;

  const statuses = [...new Set(payments.map((payment) => payment.status))];
  const shown = status ? payments.filter((payment) => payment.status === status) : payments;
  const current = pageOfItems(shown, page, HISTORY_PAGE_SIZE);
  return (
    <>
      <FilterSelect
        layout="inline"
        className="mb-3"
        label="Status"
        allLabel="All statuses"
        value={status}
        onChange={(chosen) => {
          setStatus(chosen);
          setPage(1);
        }}
        options={statuses.map((option) => ({ value: option, label: paymentStatusInfo(option).label }))}
      />
      <p className="visually-hidden" role="status">
        {shown.length === 1 ? '1 payment shown' : `${shown.length} payments shown`}
      </p>
      <PaymentsTable payments={current.items} caption="Your payment history, newest first" onPay={onPay} payingId={payingId} />
      <PageLinks page={current.page} pageCount={current.pageCount} onPage={setPage} label="Payment history pages" />
    </>
  );
}
