import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useUser } from '@/auth/AuthContext';
import { isAcceptedAccountStatus } from '@/domain/accountStatus';
import { useCardPaymentOutcome } from '@/api/get-card-payment';
import { ContactOptions } from '@/components/contact/ContactOptions';
import { CardPaymentOutcomeAlert } from '@/components/payments/CardPaymentOutcomeAlert';
import { EmptyState } from '@/components/states/EmptyState';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { pathTo } from '@/config/paths';
import { useActingMember } from '@/session/useActingMember';
import { getRenewalQuoteQueryOptions } from './api/get-renewal-quote';
import { useRenewByDirectDebit } from './api/renew-by-direct-debit';
import { RenewalConfirmation } from './components/RenewalConfirmation';
import { RenewalForm } from './components/RenewalForm';

function RenewalReturn({ membershipNumber, paymentId, onTryAgain }: { membershipNumber: string; paymentId: string; onTryAgain: () => void }) {
  const state = useCardPaymentOutcome(membershipNumber, paymentId);
  return (
    <CardPaymentOutcomeAlert
      {...state}
      onCheckAgain={state.checkAgain}
      successDetails={<RenewalConfirmation membershipNumber={membershipNumber} />}
      tryAgain={
        <button type="button" className="btn btn-primary" onClick={onTryAgain}>
          Try again
        </button>
      }
    />
  );
}

/** The introduction and the quote's card, in their places while today's quote is worked out. */
function RenewalSkeleton() {
  return (
    <Skeleton label="Working out your renewal…">
      <div className="mb-4">
        <SkeletonLine width="80%" />
      </div>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <SkeletonLine width="25%" size="lg" />
          {[40, 55, 50].map((width) => (
            <SkeletonLine key={width} width={`${width}%`} />
          ))}
          <div className="my-4">
            <SkeletonLine width="45%" size="lg" />
            <SkeletonLine width="50%" />
            <SkeletonLine width="50%" />
          </div>
          <SkeletonBlock width="33%" height="2.4rem" />
        </div>
      </div>
    </Skeleton>
  );
}

/** Today's quote and how to pay it; or, when renewal online is not possible, the API's reason and how to reach us. */
function RenewalQuote({ membershipNumber, renewByDirectDebit }: { membershipNumber: string; renewByDirectDebit: ReturnType<typeof useRenewByDirectDebit> }) {
  const { data: answer } = useSuspenseQuery(getRenewalQuoteQueryOptions(useApiClient(), membershipNumber));
  if (!answer.renewable)
    return (
      <section className="card shadow-sm" aria-labelledby="renewal-not-possible">
        <div className="card-body p-4">
          <h2 id="renewal-not-possible" className="h5">
            Renewal online isn&apos;t possible at the moment
          </h2>
          <p>{answer.reason}</p>
          <p>Please get in touch with us and we will help you renew.</p>
          <div className="d-flex flex-wrap gap-2">
            <ContactOptions />
            <Link to={pathTo('payments')} className="btn btn-outline-primary">
              Payments &amp; Invoices
            </Link>
          </div>
        </div>
      </section>
    );
  return (
    <div className="row">
      <div className="col-lg-10 col-xl-8">
        <p className="mb-4">Renew your membership for another year, on the same tier, in a couple of minutes.</p>
        <RenewalForm membershipNumber={membershipNumber} quote={answer.quote} renewByDirectDebit={renewByDirectDebit} />
      </div>
    </div>
  );
}

function Renewal({ membershipNumber }: { membershipNumber: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedPaymentId = searchParams.get('payment') ?? undefined;
  const renewByDirectDebit = useRenewByDirectDebit(membershipNumber);

  if (returnedPaymentId)
    return (
      <RenewalReturn
        membershipNumber={membershipNumber}
        paymentId={returnedPaymentId}
        onTryAgain={() => setSearchParams({}, { replace: true })}
      />
    );
  if (renewByDirectDebit.data)
    return (
      <section className="alert alert-success" role="status" aria-labelledby="renewed-heading">
        <h2 id="renewed-heading" className="h5 alert-heading">
          Thank you: your membership is renewed
        </h2>
        <RenewalConfirmation membershipNumber={membershipNumber}>
          <p>
            {formatMoney(renewByDirectDebit.data.amount)} will be collected by Direct Debit on{' '}
            {formatDate(renewByDirectDebit.data.firstCollectionDate)}.
          </p>
        </RenewalConfirmation>
      </section>
    );
  return (
    <>
      <ClosedPagesNotice membershipNumber={membershipNumber} />
      <Suspense fallback={<RenewalSkeleton />}>
        <RenewalQuote membershipNumber={membershipNumber} renewByDirectDebit={renewByDirectDebit} />
      </Suspense>
    </>
  );
}

/**
 * Spec §4 sends a lapsed member from every other page to the membership page: said plainly here, with when
 * that ends, so the sidebar's links bouncing back is no surprise.
 */
function ClosedPagesNotice({ membershipNumber }: { membershipNumber: string }) {
  const user = useUser();
  if (user.membershipNumber !== membershipNumber || !user.accountStatus || isAcceptedAccountStatus(user.accountStatus)) return null;
  return (
    <div className="row">
      <div className="col-lg-10 col-xl-8">
        <div className="alert alert-info" role="note" aria-label="The other pages">
          While your membership is {user.accountStatus.toLowerCase()}, the other pages of the portal are closed: their links lead to a
          page about your membership instead. They open again as soon as your renewal is paid, without logging out.
        </div>
      </div>
    </div>
  );
}

/**
 * /myaccount/renew (member-renew: lapsed members and people with no roles may open it): the renewal quote,
 * card now or Direct Debit, and a confirmation with the new end date once the session is refreshed (the other
 * pages open again without a sign-out). A lapsed member is told plainly that the other pages are closed until
 * the renewal is paid (spec §4's redirect sends them to the membership page meanwhile). When renewal online is
 * not possible, the API's reason and how to reach the association. A sign-in with no membership is told so
 * here, in the page's own words (it is not staff with no member in view).
 */
export function RenewPage() {
  const { membershipNumber } = useActingMember();
  if (!membershipNumber)
    return (
      <EmptyState
        icon="account"
        title="No membership to renew"
        message="There is no membership attached to your sign-in. Please contact us and we will help you."
        action={<ContactOptions />}
      />
    );
  return <Renewal key={membershipNumber} membershipNumber={membershipNumber} />;
}
