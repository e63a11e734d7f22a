import { useId } from 'react';
import { CardPaymentsUnavailable } from '@/components/payments/CardPaymentsUnavailable';
import type { AccountSummary } from '@/domain/account/accountSummary';
import type { CardPaymentsAvailability } from '@/domain/account/cardPayments';
import type { Payment } from '@/domain/account/payments';
import { BalanceCard } from './BalanceCard';
import { MandateCard } from './MandateCard';
import { OverdueNotice } from './OverdueNotice';
import { PaymentHistory } from './PaymentHistory';
import { PaymentSchedule } from './PaymentSchedule';
import { PaymentStatusGuide } from './PaymentStatusGuide';

export interface PaymentsOverviewProps {
  membershipNumber: string;
  summary: AccountSummary;
  /** What is overdue, oldest first (the API's overdue list). */
  overdue: Payment[];
  availability: CardPaymentsAvailability;
  /** Absent when card payments are not available. */
  onPay?: (payment: Payment) => void;
  payingId?: string;
  /** Why the last Pay now could not open the payment page; onDismissPayError clears it. */
  payError?: string;
  onDismissPayError: () => void;
}

/**
 * Everything about the member's payments: what is overdue, the balance and the Direct Debit (drawn once loaded),
 * then the schedule and the history, each a list paged by the API.
 */
export function PaymentsOverview({ membershipNumber, summary, overdue, availability, onPay, payingId, payError, onDismissPayError }: PaymentsOverviewProps) {
  const scheduleHeadingId = useId();
  const historyHeadingId = useId();
  return (
    <>
      <OverdueNotice
        membershipNumber={membershipNumber}
        overdue={overdue}
        isSuspended={summary.accountStatus === 'Suspended'}
        canPayByCard={availability.available}
      />
      {summary.balance > 0 && <CardPaymentsUnavailable availability={availability} />}
      <div className="row g-4 mb-4">
        <div className="col-lg-6">
          <BalanceCard summary={summary} />
        </div>
        <div className="col-lg-6">
          <MandateCard mandate={summary.directDebitMandate} />
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
        <PaymentSchedule membershipNumber={membershipNumber} onPay={onPay} payingId={payingId} />
      </section>
      <section className="mb-4" aria-labelledby={historyHeadingId}>
        <h2 id={historyHeadingId} className="h4">
          Payment history
        </h2>
        <PaymentHistory membershipNumber={membershipNumber} onPay={onPay} payingId={payingId} />
      </section>
      <PaymentStatusGuide />
    </>
  );
}
