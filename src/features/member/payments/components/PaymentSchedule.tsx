import { scheduleQuery, usePayments } from '@/api/get-payments';
import { useListState } from '@/components/lists/useListState';
import { PAYMENT_SCHEDULE_LIST } from '../paymentsLists';
import { PaymentsList, type PaymentsListProps } from './PaymentsList';

/** The payments still to come, soonest first (the API's order), a page at a time, with Pay now where one is owed. */
export function PaymentSchedule({ membershipNumber, onPay, payingId }: { membershipNumber: string } & Pick<PaymentsListProps, 'onPay' | 'payingId'>) {
  const list = useListState(PAYMENT_SCHEDULE_LIST);
  const result = usePayments(membershipNumber, scheduleQuery(list.query));
  return (
    <PaymentsList
      caption="Payments to come, soonest first"
      result={result}
      onPage={list.setPage}
      onPay={onPay}
      payingId={payingId}
      loadingLabel="Loading your payment schedule…"
      errorTitle="Your payment schedule could not be loaded"
      empty={<p>No payments are scheduled.</p>}
    />
  );
}
