import { Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useCreateCardPayment } from '@/api/create-card-payment';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { useUser } from '@/auth/AuthContext';
import { cardPaymentFailure } from '@/api/cardPaymentFailure';
import { goToHostedPaymentPage } from '@/api/goToHostedPaymentPage';
import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';
import { SkeletonTable } from '@/components/states/SkeletonTable';
import { useConfig } from '@/config/ConfigContext';
import { cardPaymentsAvailability } from '@/domain/account/cardPayments';
import { debtsOf, type Payment } from '@/domain/account/payments';
import { pathTo } from '@/config/paths';
import { useActingMember } from '@/session/useActingMember';
import { useMemberInView } from '@/session/useMemberInView';
import { getOverduePaymentsQueryOptions } from '@/api/get-payments';
import { InvoicesSection } from './components/InvoicesSection';
import { PaymentReturn } from './components/PaymentReturn';
import { PaymentsOverview } from './components/PaymentsOverview';

/** A card in the overview's first row, still to come (inside the page's one placeholder, so no label of its own). */
function PlaceholderCard() {
  return (
    <div className="card shadow-sm h-100" style={{ minHeight: '17rem' }}>
      <div className="card-body p-4">
        <SkeletonLine width="40%" size="lg" />
        <SkeletonLine width="30%" size="lg" />
        <SkeletonLine width="70%" />
        <SkeletonLine width="55%" />
      </div>
    </div>
  );
}

/** The balance and Direct Debit cards, the schedule and the history, in their places while they load. */
function PaymentsOverviewSkeleton() {
  return (
    <Skeleton label="Loading your payments…">
      <div className="row g-4 mb-4">
        <div className="col-lg-6">
          <PlaceholderCard />
        </div>
        <div className="col-lg-6">
          <PlaceholderCard />
        </div>
      </div>
      <SkeletonLine width="12rem" size="lg" />
      <div className="mb-4">
        <SkeletonTable rows={2} columns={6} />
      </div>
      <SkeletonLine width="12rem" size="lg" />
      <div className="mb-4">
        <SkeletonTable rows={8} columns={6} />
      </div>
    </Skeleton>
  );
}

function Overview({ membershipNumber }: { membershipNumber: string }) {
  const api = useApiClient();
  const config = useConfig();
  const pay = useCreateCardPayment(membershipNumber);
  const { summary, overdue } = useSuspenseQueries({
    queries: [getAccountSummaryQueryOptions(api, membershipNumber), getOverduePaymentsQueryOptions(api, membershipNumber)],
    combine: ([summaryResult, overdueResult]) => ({ summary: summaryResult.data, overdue: debtsOf(overdueResult.data.items) }),
  });

  const availability = cardPaymentsAvailability(config);
  const startPayment = (payment: Payment) =>
    pay.mutate(
      { purpose: 'payment', paymentIds: [payment.id], returnUrl: new URL(pathTo('payments'), window.location.origin).href },
      { onSuccess: (created) => goToHostedPaymentPage(config, created.sessionId) },
    );
  // Until the browser has left for the payment page, the button stays in its working state.
  const payingId = (pay.isPending || pay.isSuccess) && pay.variables?.purpose === 'payment' ? pay.variables.paymentIds[0] : undefined;
  return (
    <PaymentsOverview
      membershipNumber={membershipNumber}
      summary={summary}
      overdue={overdue}
      availability={availability}
      onPay={availability.available ? startPayment : undefined}
      payingId={payingId}
      payError={pay.error ? cardPaymentFailure(pay.error) : undefined}
      onDismissPayError={pay.reset}
    />
  );
}

/**
 * /myaccount/payments (needs a member in view): what is owed and overdue (first, for a suspended member sent
 * here by spec §8), the balance and Direct Debit, the schedule and history with Pay now where something is
 * owed, and the VAT invoices as PDFs. Back from the hosted payment page (?payment={id}) it says what became
 * of the payment. Its calls start together, from the route's loader (paymentsPageData): the summary and what is
 * overdue (read before the page is drawn), and the pages of the schedule, the history and the invoices the
 * address asks for (each list paged by the API).
 */
export function PaymentsPage() {
  const invoicesHeadingId = useId();
  const membershipNumber = useMemberInView();
  const { isImpersonating } = useActingMember();
  const user = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedPaymentId = searchParams.get('payment') ?? undefined;
  // Dismissing the outcome keeps the lists' pages and filters.
  const dismissReturn = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      {returnedPaymentId && (
        <PaymentReturn
          membershipNumber={membershipNumber}
          paymentId={returnedPaymentId}
          isSuspended={!isImpersonating && user.accountStatus === 'Suspended'}
          onDismiss={dismissReturn}
        />
      )}
      <Suspense fallback={<PaymentsOverviewSkeleton />}>
        <Overview membershipNumber={membershipNumber} />
      </Suspense>
      <section className="mb-4" aria-labelledby={invoicesHeadingId}>
        <h2 id={invoicesHeadingId} className="h4">
          Invoices
        </h2>
        <InvoicesSection membershipNumber={membershipNumber} />
      </section>
    </>
  );
}
