import { useId } from 'react';
import { CardPaymentsUnavailable } from '@/components/payments/CardPaymentsUnavailable';
import type { AccountSummary } from '@/domain/account/accountSummary';
import type { CardPaymentsAvailability } from '@/domain/account/cardPayments';
import { debtRow } from '@/domain/account/paymentHistory';
import { overduePayments, splitPayments, type MemberPayments, type Payment } from '@/domain/account/payments';
import { BalanceCard } from './BalanceCard';
import { MandateCard } from './MandateCard';
import { OverdueNotice } from './OverdueNotice';
import { PaymentHistory } from './PaymentHistory';
import { PaymentStatusGuide } from './PaymentStatusGuide';
import { PaymentsTable } from './PaymentsTable';

export interface PaymentsOverviewProps {
  membershipNumber: string;
  summary: AccountSummary;
  payments: MemberPayments;
  today: Date;
  availability: CardPaymentsAvailability;
  /** Absent when card payments are not available. */
  onPay?: (payment: Payment) => void;
  payingId?: string;
  /** Why the last Pay now could not open the payment page; onDismissPayError clears it. */
  payError?: string;
  onDismissPayError: () => void;
}

/** Everything about the member's payments once loaded: what is overdue, the balance, the Direct Debit, the schedule and history. */
export function PaymentsOverview({ membershipNumber, summary, payments, today, availability, onPay, payingId, payError, onDismissPayError }: PaymentsOverviewProps) {
  const scheduleHeadingId = useId();
  const historyHeadingId = useId();
  const { schedule, history } = splitPayments(payments.payments);
  return (
    <>
      <OverdueNotice
        membershipNumber={membershipNumber}
        overdue={overduePayments(payments.payments, today)}
        isSuspended={summary.accountStatus === 'Suspended'}
        canPayByCard={availability.available}
      />
      {summary.balance > 0 && <CardPaymentsUnavailable availability={availability} />}
      <div className="row g-4 mb-4">
        <div className="col-lg-6">
          <BalanceCard summary={summary} />
        </div>
        <div className="col-lg-6">
          <MandateCard mandate={payments.directDebitMandate} />
        </div>
      </div>

      {payError && (
        <div className="alert alert-danger d-flex align-items-start gap-2" role="alert">
          <span className="me-auto">
            <span className="fw-semibold">We couldn&apos;t open the payment page. </span>
            {payError}
          </span>
          <button type="button" className="btn-close" aria-label="Dismiss error" onClick={onDismissPayError} />
        </div>
      )}

      <section className="mb-4" aria-labelledby={scheduleHeadingId}>
        <h2 id={scheduleHeadingId} className="h4">
          Payment schedule
        </h2>
        {schedule.length > 0 ? (
          <PaymentsTable rows={schedule.map(debtRow)} caption="Payments to come, soonest first" onPay={onPay} payingId={payingId} />
        ) : (
          <p>No payments are scheduled.</p>
        )}
      </section>
      <section className="mb-4" aria-labelledby={historyHeadingId}>
        <h2 id={historyHeadingId} className="h4">
          Payment history
        </h2>
        <PaymentHistory payments={history} cardPayments={payments.cardPayments} onPay={onPay} payingId={payingId} />
      </section>
      <PaymentStatusGuide />
    </>
  );
}
