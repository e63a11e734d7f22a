import type { AppConfig } from '@/config/config';
import { pathTo } from '@/config/paths';
import type { Payment } from '@/domain/account/payments';
import { cardPaymentFailure } from './cardPaymentFailure';
import { useCreateCardPayment } from './create-card-payment';
import { goToHostedPaymentPage } from './goToHostedPaymentPage';

/**
 * Pays everything overdue at once: one card payment session naming every overdue payment (their sum,
 * worked out by the API), then straight to the hosted payment page. The member comes back to Payments &
 * Invoices, which says what became of it.
 */
export function usePayOverdue(config: Pick<AppConfig, 'paymentsGatewayUrl' | 'cardPaymentKey'>, membershipNumber: string, overdue: readonly Payment[]) {
  const pay = useCreateCardPayment(membershipNumber);
  const start = () =>
    pay.mutate(
      { purpose: 'payment', paymentIds: overdue.map((payment) => payment.id), returnUrl: new URL(pathTo('payments'), window.location.origin).href },
      { onSuccess: (created) => goToHostedPaymentPage(config, created.sessionId) },
    );
  return {
    start,
    // Until the browser has left for the payment page, the button stays in its working state.
    isWorking: pay.isPending || pay.isSuccess,
    failure: pay.error ? cardPaymentFailure(pay.error) : undefined,
  };
}
