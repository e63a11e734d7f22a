import { Link, useSearchParams } from 'react-router';
import { useCardPaymentOutcome } from '@/api/get-card-payment';
import { isHttpError } from '@/api/httpError';
import { ContactOptions } from '@/components/contact/ContactOptions';
import { CardPaymentOutcomeAlert } from '@/components/payments/CardPaymentOutcomeAlert';
import { EmptyState } from '@/components/states/EmptyState';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useRenewalQuote } from './api/get-renewal-quote';
import { useRenewByDirectDebit } from './api/renew-by-direct-debit';
import { RenewalConfirmation } from './components/RenewalConfirmation';
import { RenewalForm } from './components/RenewalForm';

function RenewalReturn({ membershipNumber, paymentId, onTryAgain }: { membershipNumber: string; paymentId: string; onTryAgain: () => void }) {
  const state = useCardPaymentOutcome(membershipNumber, paymentId);
  return (
    <CardPaymentOutcomeAlert
      {...state}
      onCheckAgain={state.checkAgain}
      successDetails={<RenewalConfirmation />}
      tryAgain={
        <button type="button" className="btn btn-primary" onClick={onTryAgain}>
          Try again
        </button>
      }
    />
  );
}

/**
 * /myaccount/renew (member-renew: lapsed members and people with no roles may open it): the renewal quote,
 * card now or Direct Debit, and a confirmation that says to log out and in once the change has reached the
 * portal. When renewal online is not possible, the API's reason and how to reach the association.
 */
export function RenewPage() {
  const { acting } = useMemberSession();
  const membershipNumber = acting.membershipNumber;
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedPaymentId = searchParams.get('payment') ?? undefined;
  const renewByDirectDebit = useRenewByDirectDebit(membershipNumber ?? '');
  const quote = useRenewalQuote(membershipNumber, { enabled: !returnedPaymentId && !renewByDirectDebit.isSuccess });

  if (!membershipNumber)
    return (
      <EmptyState
        icon="account"
        title="No membership to renew"
        message="There is no membership attached to your sign-in. Please contact us and we will help you."
        action={<ContactOptions />}
      />
    );
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
        <RenewalConfirmation>
          <p>
            It runs until {formatDate(renewByDirectDebit.data.periodEnd)}. {formatMoney(renewByDirectDebit.data.amount)} will be
            collected by Direct Debit on {formatDate(renewByDirectDebit.data.firstCollectionDate)}.
          </p>
        </RenewalConfirmation>
      </section>
    );
  if (isHttpError(quote.error) && quote.error.status === 409)
    return (
      <section className="card shadow-sm" aria-labelledby="renewal-not-possible">
        <div className="card-body p-4">
          <h2 id="renewal-not-possible" className="h5">
            Renewal online isn&apos;t possible at the moment
          </h2>
          <p>{quote.error.body}</p>
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
        <DataLoad query={quote} loadingLabel="Working out your renewal…">
          {(loaded) => <RenewalForm membershipNumber={membershipNumber} quote={loaded} renewByDirectDebit={renewByDirectDebit} />}
        </DataLoad>
      </div>
    </div>
  );
}
