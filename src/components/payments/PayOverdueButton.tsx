import { useCreateCardPayment } from '@/api/create-card-payment';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import { useConfig } from '@/config/ConfigContext';
import { pathTo } from '@/config/paths';
import type { Payment } from '@/domain/account/payments';
import { formatMoney } from '@/domain/format/money';
import { cardPaymentFailure } from './cardPaymentFailure';
import { goToHostedPaymentPage } from './goToHostedPaymentPage';

/**
 * One Pay now for everything overdue: one card payment session naming every overdue payment (their sum,
 * worked out by the API), then straight to the hosted payment page. The member comes back to Payments &
 * Invoices, which says what became of it.
 */
export function PayOverdueButton({ membershipNumber, overdue, className = 'btn btn-danger' }: { membershipNumber: string; overdue: Payment[]; className?: string }) {
  const config = useConfig();
  const pay = useCreateCardPayment(membershipNumber);
  const total = overdue.reduce((sum, payment) => sum + payment.amount, 0);
  // Until the browser has left for the payment page, the button stays in its working state.
  const isWorking = pay.isPending || pay.isSuccess;
  const start = () =>
    pay.mutate(
      { purpose: 'payment', paymentIds: overdue.map((payment) => payment.id), returnUrl: new URL(pathTo('payments'), window.location.origin).href },
      { onSuccess: (created) => goToHostedPaymentPage(config, created.sessionId) },
    );
  return (
    <>
      <button type="button" className={className} disabled={isWorking} onClick={start}>
        {isWorking && <ButtonSpinner />}
        {isWorking ? 'Opening the payment page…' : `Pay ${formatMoney(total)} now`}
      </button>
      {pay.error && (
        <p className="mt-2 mb-0" role="alert">
          <span className="fw-semibold">We couldn&apos;t open the payment page. </span>
          {cardPaymentFailure(pay.error)}
        </p>
      )}
    </>
  );
}
