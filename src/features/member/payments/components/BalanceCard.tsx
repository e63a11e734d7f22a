import { useId } from 'react';
import type { AccountSummary } from '@/domain/account/accountSummary';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { paymentMethodInfo, paymentMethodLabel } from '@/domain/paymentMethod';

/** The balance and how the member pays, from the account summary the dashboard shows too. */
export function BalanceCard({ summary }: { summary: AccountSummary }) {
  const headingId = useId();
  const method = paymentMethodInfo(summary.paymentMethod);
  return (
    <section className="card shadow-sm h-100" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5">
          Outstanding balance
        </h2>
        <p className="display-6 mb-1">{formatMoney(summary.balance > 0 ? summary.balance : 0)}</p>
        <p className="text-body-secondary">
          {summary.balance > 0
            ? summary.overdueAmount > 0
              ? `${formatMoney(summary.overdueAmount)} of it is overdue.`
              : 'Nothing is overdue.'
            : 'You have nothing to pay at the moment.'}
        </p>
        <dl className="row mb-0">
          <dt className="col-sm-5">Payment method</dt>
          <dd className="col-sm-7">
            {paymentMethodLabel(summary.paymentMethod) || 'Not recorded'}
            {method && <div className="small text-body-secondary">{method.explanation}</div>}
          </dd>
          <dt className="col-sm-5">Next payment</dt>
          <dd className="col-sm-7 mb-0">
            {summary.nextPayment
              ? `${formatMoney(summary.nextPayment.amount)} on ${formatDate(summary.nextPayment.dueDate)}`
              : 'None scheduled'}
          </dd>
        </dl>
      </div>
    </section>
  );
}
