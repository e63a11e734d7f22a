import { useCardPaymentOutcome } from '@/api/get-card-payment';
import { CardPaymentOutcomeAlert } from '@/components/payments/CardPaymentOutcomeAlert';

/** Back from the hosted payment page (?payment={id}): what became of the payment, checked until it is known. */
export function PaymentReturn({
  membershipNumber,
  paymentId,
  isSuspended,
  onDismiss,
}: {
  membershipNumber: string;
  paymentId: string;
  isSuspended: boolean;
  onDismiss: () => void;
}) {
  const state = useCardPaymentOutcome(membershipNumber, paymentId);
  return (
    <CardPaymentOutcomeAlert
      {...state}
      onCheckAgain={state.checkAgain}
      onDismiss={onDismiss}
      successDetails={
        <p className="mb-0">
          {isSuspended
            ? 'Your membership will be restored. It can take a few minutes for the change to reach the portal: then log out and log in again.'
            : 'A receipt is on its way by email, and the invoice below shows as paid.'}
        </p>
      }
      tryAgain={<p className="mb-0">Nothing has been taken. You can try again with Pay now below, with the same card or another one.</p>}
    />
  );
}
