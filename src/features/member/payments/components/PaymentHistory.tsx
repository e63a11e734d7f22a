import { useId, useState } from 'react';
import { pageOf, Pager } from '@/components/lists/Pager';
import { EmptyState } from '@/components/states/EmptyState';
import type { Payment } from '@/domain/account/payments';
import { paymentStatusInfo } from '@/domain/paymentStatus';
import { PaymentsTable, type PaymentsTableProps } from './PaymentsTable';

export const HISTORY_PAGE_SIZE = 10;

/** Past payments, newest first, ten to a page, narrowed to one status when asked. */
export function PaymentHistory({ payments, onPay, payingId }: { payments: Payment[] } & Pick<PaymentsTableProps, 'onPay' | 'payingId'>) {
  const filterId = useId();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  if (payments.length === 0)
    return <EmptyState icon="payments" title="No payments yet" message="Payments you make will be listed here, with their invoices." />;

  const statuses = [...new Set(payments.map((payment) => payment.status))];
  const shown = status ? payments.filter((payment) => payment.status === status) : payments;
  const current = pageOf(shown, page, HISTORY_PAGE_SIZE);
  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-3">
        <label htmlFor={filterId} className="form-label mb-0">
          Status
        </label>
        <select
          id={filterId}
          className="form-select w-auto"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {statuses.map((option) => (
            <option key={option} value={option}>
              {paymentStatusInfo(option).label}
            </option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" role="status">
        {shown.length === 1 ? '1 payment shown' : `${shown.length} payments shown`}
      </p>
      <PaymentsTable payments={current.items} caption="Your payment history, newest first" onPay={onPay} payingId={payingId} />
      <Pager page={current.page} pageCount={current.pageCount} onPageChange={setPage} label="Payment history pages" />
    </>
  );
}
