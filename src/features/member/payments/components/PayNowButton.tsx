import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import type { Payment } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';

/** Pay now for one payment; its name says which ("Pay now: £15, …"), as several can sit on one page. */
export function PayNowButton({
  payment,
  isWorking,
  disabled,
  onPay,
}: {
  payment: Payment;
  isWorking: boolean;
  disabled: boolean;
  onPay: (payment: Payment) => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      disabled={disabled}
      onClick={() => onPay(payment)}
      // The visible words lead the name (WCAG 2.5.3); the rest says which payment.
      aria-label={`Pay now: ${formatMoney(payment.amount)}, ${payment.description}, due ${formatDate(payment.dueDate)}`}
    >
      {isWorking && <ButtonSpinner />}
      {isWorking ? 'Opening the payment page…' : 'Pay now'}
    </button>
  );
}
