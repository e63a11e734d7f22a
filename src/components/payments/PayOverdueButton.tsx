import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import { formatMoney } from '@/domain/format/money';

interface PayOverdueButtonProps {
  total: number;
  /** From usePayOverdue (src/api/usePayOverdue.ts): one session for everything overdue. */
  pay: { start: () => void; isWorking: boolean; failure?: string };
}

/** One Pay now for everything overdue, the view's primary action, with the reason when the page cannot open. */
export function PayOverdueButton({ total, pay }: PayOverdueButtonProps) {
  return (
    <>
      <button type="button" className="btn btn-primary" disabled={pay.isWorking} onClick={pay.start}>
        {pay.isWorking && <ButtonSpinner />}
        {pay.isWorking ? 'Opening the payment page…' : `Pay ${formatMoney(total)} now`}
      </button>
      {pay.failure && (
        <p className="mt-2 mb-0" role="alert">
          <span className="fw-semibold">We couldn&apos;t open the payment page. </span>
          {pay.failure}
        </p>
      )}
    </>
  );
}
