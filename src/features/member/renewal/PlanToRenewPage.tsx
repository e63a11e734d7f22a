import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { getMembershipTiersQueryOptions } from '@/api/get-membership-tiers';
import { refusalMessage } from '@/api/refusalMessage';
import { PAYMENT_REFUSALS } from '@/domain/account/paymentRefusals';
import { Form } from '@/components/forms/Form';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { RENEWAL_PAYMENT_METHOD_LABELS, type AccountSummary } from '@/domain/account/accountSummary';
import { toPlanToRenewRequest, type PlanToRenewFormValues } from '@/domain/account/renewal';
import { planToRenewSchema } from '@/domain/account/renewalSchemas';
import type { MembershipTierOffer } from '@/domain/account/upgrade';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { tierLabel } from '@/domain/membershipTiers';
import { pathTo } from '@/config/paths';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { useMemberInView } from '@/session/useMemberInView';
import { useRecordPlanToRenew } from './api/record-plan-to-renew';

const failure = (error: Error) => refusalMessage(error, PAYMENT_REFUSALS, 'Something went wrong on our side. Please try again.');

function PlanToRenewForm({ membershipNumber, summary, tiers }: { membershipNumber: string; summary: AccountSummary; tiers: MembershipTierOffer[] }) {
  const record = useRecordPlanToRenew(membershipNumber);
  const said = summary.renewalIntention?.intention === 'PlanToRenew' ? summary.renewalIntention : undefined;
  const form = useSchemaForm(planToRenewSchema, {
    defaultValues: { tier: String(said?.tier ?? summary.tier), paymentMethod: said?.paymentMethod ?? '' } satisfies PlanToRenewFormValues,
  });

  if (record.data?.intention === 'PlanToRenew')
    return (
      <section className="alert alert-success" role="status" aria-labelledby="plan-recorded">
        <h2 id="plan-recorded" className="h5 alert-heading">
          Thank you: we&apos;ve noted that you plan to renew
        </h2>
        <p>
          On the {tierLabel(record.data.tier)} tier, paying by {RENEWAL_PAYMENT_METHOD_LABELS[record.data.paymentMethod]}. We will send
          you a reminder before your payment plan ends
          {summary.paymentPlanEndDate ? ` on ${formatDate(summary.paymentPlanEndDate)}` : ''}.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={pathTo('renew')} className="btn btn-primary">
            Renew now
          </Link>
          <Link to={pathTo('dashboard')} className="btn btn-outline-primary">
            Back to the dashboard
          </Link>
        </div>
      </section>
    );

  return (
    <Form form={form} onSubmit={(values) => record.mutate(toPlanToRenewRequest(values))} aria-label="Plan to renew">
      {said && (
        <p className="alert alert-info">
          You told us on {formatDate(said.recordedOn)} that you plan to renew on the {tierLabel(said.tier)} tier, paying by{' '}
          {RENEWAL_PAYMENT_METHOD_LABELS[said.paymentMethod]}. You can change your answer here.
        </p>
      )}
      <RadioGroupField
        name="tier"
        label="Which tier do you plan to renew on?"
        hint={`You are on ${tierLabel(summary.tier)} now.`}
        options={[...tiers]
          .sort((a, b) => a.tier - b.tier)
          .map((offer) => ({ value: String(offer.tier), label: `${tierLabel(offer.tier)}, ${formatMoney(offer.pricePerYear)} a year` }))}
      />
      <RadioGroupField
        name="paymentMethod"
        label="How do you plan to pay?"
        options={[
          { value: 'Card', label: 'By debit or credit card' },
          { value: 'DirectDebit', label: 'By Direct Debit' },
        ]}
      />
      {record.error && (
        <div className="alert alert-danger" role="alert">
          <span className="fw-semibold">Your answer has not been saved. </span>
          {failure(record.error)}
        </div>
      )}
      <SubmitButton isWorking={record.isPending} workingLabel="Saving…">
        Confirm my plan to renew
      </SubmitButton>
    </Form>
  );
}

/** The introduction and the form's two questions, in their places while the membership and tiers load. */
function PlanToRenewSkeleton() {
  return (
    <Skeleton label="Loading your membership…">
      <div className="mb-4">
        <SkeletonLine width="95%" />
        <SkeletonLine width="60%" />
      </div>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          {[4, 2].map((options, question) => (
            <div key={question} className="mb-4">
              <SkeletonLine width="50%" size="lg" />
              {Array.from({ length: options }, (_, option) => (
                <SkeletonLine key={option} width="35%" />
              ))}
            </div>
          ))}
          <SkeletonBlock width="33%" height="2.4rem" />
        </div>
      </div>
    </Skeleton>
  );
}

function PlanToRenew() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const { summary, tiers } = useSuspenseQueries({
    queries: [getAccountSummaryQueryOptions(api, membershipNumber), getMembershipTiersQueryOptions(api)],
    combine: ([summaryResult, tiersResult]) => ({ summary: summaryResult.data, tiers: tiersResult.data }),
  });
  return (
    <>
      <p className="mb-4">
        {summary.paymentPlanEndDate ? `Your payment plan ends on ${formatDate(summary.paymentPlanEndDate)}. ` : ''}
        Tell us how you plan to renew, so that we can keep your membership running without a gap. This does not take a
        payment.
      </p>
      <section className="card shadow-sm">
        <div className="card-body p-4">
          <PlanToRenewForm key={membershipNumber} membershipNumber={membershipNumber} summary={summary} tiers={tiers} />
        </div>
      </section>
    </>
  );
}

/**
 * /myaccount/plan-to-renew (needs a member in view), from the dashboard's payment-plan banner: records that
 * the member intends to renew, on which tier and how they will pay. (When the renewal check refuses, the
 * start-up flow shows the renewal-refused screen instead: src/features/member/renewal/RenewalRefusedScreen.tsx.)
 */
export function PlanToRenewPage() {
  return (
    <div className="row">
      <div className="col-lg-10 col-xl-8">
        <Suspense fallback={<PlanToRenewSkeleton />}>
          <PlanToRenew />
        </Suspense>
      </div>
    </div>
  );
}
