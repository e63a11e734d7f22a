import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useCreateCardPayment } from '@/api/create-card-payment';
import { useAccountSummary } from '@/api/get-account-summary';
import { isHttpError } from '@/api/httpError';
import { useUser } from '@/auth/AuthContext';
import { goToHostedPaymentPage } from '@/components/payments/goToHostedPaymentPage';
import { EmptyState } from '@/components/states/EmptyState';
import { useToday } from '@/components/dates/useToday';
import { useConfig } from '@/config/ConfigContext';
import { cardPaymentsAvailability } from '@/domain/account/cardPayments';
import type { Payment } from '@/domain/account/payments';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useInvoices } from './api/get-invoices';
import { usePayments } from './api/get-payments';
import { InvoicesSection } from './components/InvoicesSection';
import { PaymentReturn } from './components/PaymentReturn';
import { PaymentsOverview } from './components/PaymentsOverview';

/** Why a card payment could not be started, in words a member can act on: the API's reason for a refusal. */
function payFailure(error: Error): string {
  if (isHttpError(error) && [400, 409, 503].includes(error.status) && error.body) return error.body;
  return 'Something went wrong on our side. Please try again in a moment.';
}

/**
 * /myaccount/payments: what is owed and overdue (first, for a suspended member sent here by spec §8), the
 * balance and Direct Debit, the schedule and history with Pay now where something is owed, and the VAT
 * invoices as PDFs. Back from the hosted payment page (?payment={id}) it says what became of the payment.
 * Its three calls start together.
 */
export function PaymentsPage() {
  const invoicesHeadingId = useId();
  const { acting } = useMemberSession();
  const user = useUser();
  const config = useConfig();
  const today = useToday();
  const membershipNumber = acting.membershipNumber;
  const summary = useAccountSummary(membershipNumber);
  const payments = usePayments(membershipNumber);
  const invoices = useInvoices(membershipNumber);
  const pay = useCreateCardPayment(membershipNumber ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedPaymentId = searchParams.get('payment') ?? undefined;

  if (!membershipNumber)
    return (
      <EmptyState
        icon="payments"
        title="No member chosen"
        message="Payments belong to a member. Choose a member to act for on the dashboard to see theirs."
      />
    );

  const availability = cardPaymentsAvailability(config);
  const startPayment = (payment: Payment) =>
    pay.mutate(
      { purpose: 'payment', paymentId: payment.id, returnUrl: new URL(pathTo('payments'), window.location.origin).href },
      { onSuccess: (created) => goToHostedPaymentPage(config, created.sessionId) },
    );
  // Until the browser has left for the payment page, the button stays in its working state.
  const payingId = (pay.isPending || pay.isSuccess) && pay.variables?.purpose === 'payment' ? pay.variables.paymentId : undefined;

  return (
    <>
      {returnedPaymentId && (
        <PaymentReturn
          membershipNumber={membershipNumber}
          paymentId={returnedPaymentId}
          isSuspended={!acting.isImpersonating && user.accountStatus === 'Suspended'}
          onDismiss={() => setSearchParams({}, { replace: true })}
        />
      )}
      <DataLoad query={summary} loadingLabel="Loading your balance…">
        {(loadedSummary) => (
          <DataLoad query={payments} loadingLabel="Loading your payments…">
            {(loadedPayments) => (
              <PaymentsOverview
                summary={loadedSummary}
                payments={loadedPayments}
                today={today}
                availability={availability}
                onPay={availability.available ? startPayment : undefined}
                payingId={payingId}
                payError={pay.error ? payFailure(pay.error) : undefined}
                onDismissPayError={pay.reset}
              />
            )}
          </DataLoad>
        )}
      </DataLoad>
      <section className="mb-4" aria-labelledby={invoicesHeadingId}>
        <h2 id={invoicesHeadingId} className="h4">
          Invoices
        </h2>
        <DataLoad query={invoices} loadingLabel="Loading your invoices…">
          {(list) => <InvoicesSection membershipNumber={membershipNumber} invoices={list} />}
        </DataLoad>
      </section>
    </>
  );
}
