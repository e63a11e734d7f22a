import type { ReactNode } from 'react';
import type { CardPayment, CardPaymentOutcome } from '@/domain/account/cardPayments';
import { formatMoney } from '@/domain/format/money';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';

export interface CardPaymentOutcomeAlertProps {
  outcome: CardPaymentOutcome;
  payment?: CardPayment;
  timedOut: boolean;
  error: Error | null;
  onCheckAgain: () => void;
  /** What success means here (e.g. the renewal's confirmation), after "Thank you". */
  successDetails?: ReactNode;
  /** Another way to try after a decline (e.g. the page's own Pay now buttons). */
  tryAgain?: ReactNode;
  onDismiss?: () => void;
}

const amountOf = (payment?: CardPayment) => (payment ? formatMoney(payment.amount) : 'Your payment');

/** One outcome's alert: its heading beside the optional "Hide this message", then what it means. */
function OutcomeSection({ tone, heading, dismiss, children }: { tone: 'success' | 'danger' | 'warning'; heading: ReactNode; dismiss: ReactNode; children: ReactNode }) {
  return (
    <section className={`alert alert-${tone}`} role={tone === 'success' ? 'status' : 'alert'} aria-labelledby="card-payment-outcome">
      <div className="d-flex align-items-start gap-2">
        <h2 id="card-payment-outcome" className="h5 alert-heading">
          {heading}
        </h2>
        {dismiss}
      </div>
      {children}
    </section>
  );
}

/**
 * What became of a card payment after the hosted page: waiting (a spinner, announced politely), paid,
 * declined, left unfinished, not heard of in time (with Check again), or the check itself failing.
 */
export function CardPaymentOutcomeAlert({
  outcome,
  payment,
  timedOut,
  error,
  onCheckAgain,
  successDetails,
  tryAgain,
  onDismiss,
}: CardPaymentOutcomeAlertProps) {
  const dismiss = onDismiss && (
    <button type="button" className="btn btn-link alert-link p-0 ms-auto" onClick={onDismiss}>
      Hide this message
    </button>
  );
  const checkAgain = (
    <button type="button" className="btn btn-primary btn-sm" onClick={onCheckAgain}>
      Check again
    </button>
  );

  if (outcome === 'succeeded')
    return (
      <OutcomeSection tone="success" heading={<>Thank you: {amountOf(payment)} paid</>} dismiss={dismiss}>
        {payment && <p className="mb-2">{payment.description}</p>}
        {successDetails}
      </OutcomeSection>
    );
  if (outcome === 'declined' || outcome === 'abandoned')
    return (
      <OutcomeSection tone="danger" heading={outcome === 'declined' ? 'Your card payment was declined' : 'Your card payment was not finished'} dismiss={dismiss}>
        <p className="mb-2">
          {outcome === 'declined'
            ? `${payment?.failureReason ?? 'Your card provider declined it.'} Nothing has been taken.`
            : 'The payment page was left before paying, so nothing has been taken.'}
        </p>
        {tryAgain ?? <p className="mb-0">You can try again, with the same card or another one.</p>}
      </OutcomeSection>
    );
  if (outcome === 'replaced' || outcome === 'expired')
    return (
      <OutcomeSection tone="warning" heading={outcome === 'replaced' ? 'This payment was replaced by a newer one' : 'This payment expired'} dismiss={dismiss}>
        <p className="mb-2">
          {outcome === 'replaced'
            ? 'A newer payment was started for the same thing, so this one could not be paid and nothing has been taken for it.'
            : 'The payment page was open for more than 30 minutes, so nothing has been taken.'}
        </p>
        {tryAgain ?? <p className="mb-0">You can try again, with the same card or another one.</p>}
      </OutcomeSection>
    );
  // One payment per debt (api/areas/payments.yaml): money taken for something already paid goes back in full.
  if (outcome === 'refunded')
    return (
      <OutcomeSection tone="warning" heading={<>{amountOf(payment)} is being refunded: this was already paid</>} dismiss={dismiss}>
        {payment && <p className="mb-2">{payment.description}</p>}
        <p className="mb-0">
          What this payment was for had already been paid, so it was applied to nothing: we have asked your card provider to
          refund the full amount to your card. Refunds can take 5 to 10 working days to appear on your statement; Payments &amp;
          Invoices shows how yours stands.
        </p>
      </OutcomeSection>
    );
  if (error)
    return (
      <section className="alert alert-warning" role="alert" aria-labelledby="card-payment-outcome">
        <h2 id="card-payment-outcome" className="h5 alert-heading">
          We couldn&apos;t check your payment
        </h2>
        <p>Something went wrong while asking about it. If you paid, the money is safe: please check again in a moment.</p>
        {checkAgain}
      </section>
    );
  if (timedOut)
    return (
      <section className="alert alert-warning" role="alert" aria-labelledby="card-payment-outcome">
        <h2 id="card-payment-outcome" className="h5 alert-heading">
          We haven&apos;t heard from your card provider yet
        </h2>
        <p>
          This usually takes a few seconds but can take longer. Please don&apos;t pay again: check again in a minute, and if
          the payment still hasn&apos;t arrived, contact us.
        </p>
        {checkAgain}
      </section>
    );
  return (
    <section className="alert alert-info" role="status" aria-labelledby="card-payment-outcome">
      <h2 id="card-payment-outcome" className="h5 alert-heading d-flex align-items-center">
        <ButtonSpinner />
        Checking your payment…
      </h2>
      <p className="mb-0">We are waiting for your card provider to confirm it. This usually takes a few seconds.</p>
    </section>
  );
}
