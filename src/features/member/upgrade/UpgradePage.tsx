import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useCreateCardPayment } from '@/api/create-card-payment';
import { useCardPaymentOutcome } from '@/api/get-card-payment';
import { getMembershipTiersQueryOptions } from '@/api/get-membership-tiers';
import { refusalMessage } from '@/api/refusalMessage';
import { PAYMENT_FAILED, PAYMENT_REFUSALS } from '@/domain/account/paymentRefusals';
import { ContactOptions } from '@/components/contact/ContactOptions';
import { CardPaymentOutcomeAlert } from '@/components/payments/CardPaymentOutcomeAlert';
import { CardPaymentsUnavailable } from '@/components/payments/CardPaymentsUnavailable';
import { goToHostedPaymentPage } from '@/api/goToHostedPaymentPage';
import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';
import { useConfig } from '@/config/ConfigContext';
import { cardPaymentsAvailability } from '@/domain/account/cardPayments';
import { tierCards } from '@/domain/account/upgrade';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { tierLabel, type MembershipTier } from '@/domain/membershipTiers';
import { pathTo } from '@/config/paths';
import { useMemberInView } from '@/session/useMemberInView';
import { useUpgradeByDirectDebit } from './api/upgrade-by-direct-debit';
import { getUpgradeQuotesQueryOptions } from './api/get-upgrade-quotes';
import { TierCard } from './components/TierCard';
import { UpgradeConfirmModal } from './components/UpgradeConfirmModal';
import './upgrade.css';

const failure = (error: Error) => refusalMessage(error, PAYMENT_REFUSALS, PAYMENT_FAILED);

function UpgradeReturn({ membershipNumber, paymentId, onDismiss }: { membershipNumber: string; paymentId: string; onDismiss: () => void }) {
  const state = useCardPaymentOutcome(membershipNumber, paymentId);
  return (
    <CardPaymentOutcomeAlert
      {...state}
      onCheckAgain={state.checkAgain}
      onDismiss={onDismiss}
      successDetails={<p className="mb-0">Your new tier is ready to use. A receipt is on its way by email.</p>}
      tryAgain={<p className="mb-0">Nothing has been taken. You can choose the tier again below to try once more.</p>}
    />
  );
}

/** The introduction and the four tier cards, in their places while the tiers and prices load. */
function TiersSkeleton() {
  return (
    <Skeleton label="Loading the membership tiers…">
      <div className="mb-4">
        <SkeletonLine width="90%" />
        <SkeletonLine width="50%" />
      </div>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4 mb-4">
        {[0, 1, 2, 3].map((tier) => (
          <div key={tier} className="col">
            <div className="card h-100 shadow-sm larder-tier-placeholder">
              <div className="card-body">
                <SkeletonLine width="50%" size="lg" />
                <SkeletonLine width="40%" size="lg" />
                {[85, 70, 80].map((width) => (
                  <SkeletonLine key={width} width={`${width}%`} />
                ))}
              </div>
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

/** The tiers side by side with today's prices, and the confirmation that pays for the one chosen. */
function Tiers({ membershipNumber }: { membershipNumber: string }) {
  const api = useApiClient();
  const config = useConfig();
  const byCard = useCreateCardPayment(membershipNumber);
  const byDirectDebit = useUpgradeByDirectDebit(membershipNumber);
  const [chosen, setChosen] = useState<MembershipTier | null>(null);
  const { offers, answer } = useSuspenseQueries({
    queries: [getMembershipTiersQueryOptions(api), getUpgradeQuotesQueryOptions(api, membershipNumber)],
    combine: ([tiersResult, quotesResult]) => ({ offers: tiersResult.data, answer: quotesResult.data }),
  });

  if (!answer.upgradable)
    return (
      <div className="alert alert-warning mb-4" role="alert">
        <p>{answer.reason}</p>
        <Link to={pathTo('renew')} className="btn btn-primary">
          Renew Membership
        </Link>
      </div>
    );

  const loadedQuotes = answer.quotes;
  const availability = cardPaymentsAvailability(config);
  const close = () => setChosen(null);
  const cards = tierCards(offers, loadedQuotes);
  const canChoose = loadedQuotes.addsToDirectDebit || availability.available;
  const chosenCard = cards.find((card) => card.offer.tier === chosen);
  return (
    <>
      {byDirectDebit.data && (
        <div className="alert alert-success" role="status">
          <h2 className="h5 alert-heading">You are now on {tierLabel(byDirectDebit.data.tier)}</h2>
          <p className="mb-0">
            {formatMoney(byDirectDebit.data.amount)} has been added to your Direct Debit and will be collected on{' '}
            {formatDate(byDirectDebit.data.collectionDate)}.
          </p>
        </div>
      )}
      <p className="mb-4">
        You are on the <span className="fw-semibold">{tierLabel(loadedQuotes.currentTier)}</span> tier until{' '}
        {formatDate(loadedQuotes.membershipEndDate)}. Upgrading gives you the new tier straight away; you pay the difference for
        the rest of this membership year only.
      </p>
      {!loadedQuotes.addsToDirectDebit && loadedQuotes.quotes.length > 0 && (
        <CardPaymentsUnavailable availability={availability} action="upgrade" />
      )}
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4 mb-4">
        {cards.map((card) => (
          <div key={card.offer.tier} className="col">
            <TierCard {...card} onChoose={canChoose ? () => setChosen(card.offer.tier) : undefined} />
          </div>
        ))}
      </div>
      <UpgradeConfirmModal
        offer={chosenCard?.offer}
        quote={chosenCard?.quote}
        membershipEndDate={loadedQuotes.membershipEndDate}
        addsToDirectDebit={loadedQuotes.addsToDirectDebit}
        onClose={close}
        onConfirm={() => {
          if (!chosen) return;
          if (loadedQuotes.addsToDirectDebit) byDirectDebit.mutate(chosen, { onSuccess: close });
          else
            byCard.mutate(
              { purpose: 'upgrade', tier: chosen, returnUrl: new URL(pathTo('upgrade'), window.location.origin).href },
              { onSuccess: (created) => goToHostedPaymentPage(config, created.sessionId) },
            );
        }}
        isWorking={byCard.isPending || byDirectDebit.isPending || byCard.isSuccess}
        error={byCard.error ?? byDirectDebit.error}
        onDismissError={() => {
          byCard.reset();
          byDirectDebit.reset();
        }}
        errorMessage={failure}
      />
    </>
  );
}

/**
 * /myaccount/upgrade (needs a member in view): the four tiers side by side with the member's marked, the
 * price to move up now (the API's pro-rata quote), a confirmation, then the hosted payment page or the
 * member's Direct Debit. Moving down is not done online: the page says how to ask, at once.
 */
export function UpgradePage() {
  const membershipNumber = useMemberInView();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedPaymentId = searchParams.get('payment') ?? undefined;

  return (
    <>
      {returnedPaymentId && (
        <UpgradeReturn membershipNumber={membershipNumber} paymentId={returnedPaymentId} onDismiss={() => setSearchParams({}, { replace: true })} />
      )}
      <Suspense fallback={<TiersSkeleton />}>
        <Tiers membershipNumber={membershipNumber} />
      </Suspense>
      <section className="card shadow-sm" aria-labelledby="downgrade-heading">
        <div className="card-body p-4">
          <h2 id="downgrade-heading" className="h5">
            Moving to a lower tier
          </h2>
          <p>
            A move down can&apos;t be made online. Please contact us: we will change your tier from your next renewal, so you
            keep everything you have paid for until then.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <ContactOptions primaryClassName="btn btn-outline-primary" />
          </div>
        </div>
      </section>
    </>
  );
}
