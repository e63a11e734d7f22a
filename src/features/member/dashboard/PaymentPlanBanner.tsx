import { useId } from 'react';
import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { RENEWAL_PAYMENT_METHOD_LABELS, type RenewalIntention } from '@/domain/account/accountSummary';
import { paymentPlanBanner } from '@/domain/account/paymentPlanBanner';
import { formatDate } from '@/domain/format/date';
import { tierLabel } from '@/domain/membershipTiers';
import { pathTo } from '@/config/paths';

const daysText = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

function IntentionSaid({ intention }: { intention: RenewalIntention }) {
  if (intention.intention === 'PlanToRenew')
    return (
      <>
        <p>
          Thank you for telling us on {formatDate(intention.recordedOn)} that you plan to renew on the {tierLabel(intention.tier)}{' '}
          tier, paying by {RENEWAL_PAYMENT_METHOD_LABELS[intention.paymentMethod]}.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={pathTo('renew')} className="btn btn-primary">
            Renew now
          </Link>
          <Link to={pathTo('noPlanToRenew')} className="btn btn-outline-primary">
            I no longer plan to renew
          </Link>
        </div>
      </>
    );
  return (
    <>
      <p>
        You told us on {formatDate(intention.recordedOn)} that you don&apos;t plan to renew. Someone from the association will be
        in touch before then.
      </p>
      <Link to={pathTo('planToRenew')} className="btn btn-outline-primary">
        I plan to renew after all
      </Link>
    </>
  );
}

/**
 * Spec §9: when the payment plan ends within 60 days (day 60 included), say when, and ask whether the member
 * plans to renew; once they have said, thank them and offer the next step instead of asking again.
 */
export function PaymentPlanBanner({ membershipNumber, today }: { membershipNumber: string; today: Date }) {
  const headingId = useId();
  const { data: summary } = useSuspenseQuery(getAccountSummaryQueryOptions(useApiClient(), membershipNumber));
  const banner = paymentPlanBanner(summary.paymentPlanEndDate, today);
  if (!banner.show) return null;

  return (
    <section className="alert alert-warning mb-0" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 alert-heading">
        Your payment plan ends on {formatDate(banner.endDate)}
      </h2>
      {summary.renewalIntention ? (
        <IntentionSaid intention={summary.renewalIntention} />
      ) : (
        <>
          <p>
            That is {daysText(banner.daysLeft)}. Will you be renewing your membership? Let us know, so that we can keep it running
            or help you with what comes next.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to={pathTo('planToRenew')} className="btn btn-primary">
              Plan to renew
            </Link>
            <Link to={pathTo('noPlanToRenew')} className="btn btn-outline-primary">
              No plan to renew
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
