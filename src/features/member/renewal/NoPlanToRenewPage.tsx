import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { refusalMessage } from '@/api/refusalMessage';
import { PAYMENT_REFUSALS } from '@/domain/account/paymentRefusals';
import { Form } from '@/components/forms/Form';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import type { AccountSummary } from '@/domain/account/accountSummary';
import {
  COMMENTS_MAX_LENGTH,
  NO_PLAN_TO_RENEW_REASONS,
  toNoPlanToRenewRequest,
  type NoPlanToRenewFormValues,
} from '@/domain/account/renewal';
import { noPlanToRenewSchema } from '@/domain/account/renewalSchemas';
import { formatDate } from '@/domain/format/date';
import { pathTo } from '@/config/paths';
import { useFormDraft } from '@/session/useFormDraft';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { useMemberInView } from '@/session/useMemberInView';
import { useRecordNoPlanToRenew } from './api/record-no-plan-to-renew';

const failure = (error: Error) => refusalMessage(error, PAYMENT_REFUSALS, 'Something went wrong on our side. Please try again.');

function NoPlanToRenewForm({ membershipNumber, summary }: { membershipNumber: string; summary: AccountSummary }) {
  const record = useRecordNoPlanToRenew(membershipNumber);
  const form = useSchemaForm(noPlanToRenewSchema, { defaultValues: { reason: '', comments: '' } satisfies NoPlanToRenewFormValues });
  // The member's own words survive a failed send or a closed tab.
  const draft = useFormDraft(form, 'no-plan-to-renew');
  const reason = form.watch('reason');
  const endDate = summary.membershipEndDate ? formatDate(summary.membershipEndDate) : undefined;

  if (record.data)
    return (
      <section className="alert alert-success" role="status" aria-labelledby="answer-recorded">
        <h2 id="answer-recorded" className="h5 alert-heading">
          Thank you for letting us know
        </h2>
        <p>
          Someone from the association will be in touch{endDate ? ` before your membership ends on ${endDate}` : ''} to talk it
          through. You can use everything in your membership until then.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={pathTo('dashboard')} className="btn btn-primary">
            Back to the dashboard
          </Link>
          <Link to={pathTo('planToRenew')} className="btn btn-outline-primary">
            I&apos;ve changed my mind: plan to renew
          </Link>
        </div>
      </section>
    );

  return (
    <Form
      form={form}
      onSubmit={(values) => record.mutate(toNoPlanToRenewRequest(values), { onSuccess: draft.discard })}
      aria-label="No plan to renew"
    >
      <RadioGroupField
        name="reason"
        label="Why don't you plan to renew?"
        options={NO_PLAN_TO_RENEW_REASONS.map((option) => ({ value: option.value, label: option.label }))}
        registerOptions={{ deps: ['comments'] }}
      />
      <TextAreaField
        name="comments"
        label={reason === 'Other' ? 'Please tell us your reason' : 'Anything else you would like to tell us? (optional)'}
        hint={`Up to ${COMMENTS_MAX_LENGTH.toLocaleString('en-GB')} characters.`}
        maxLength={COMMENTS_MAX_LENGTH}
        rows={4}
      />
      {record.error && (
        <div className="alert alert-danger" role="alert">
          <span className="fw-semibold">Your answer has not been sent. </span>
          {failure(record.error)}
        </div>
      )}
      <SubmitButton isWorking={record.isPending} workingLabel="Sending…">
        Send my answer
      </SubmitButton>
    </Form>
  );
}

/** The form's reasons and comments box, in their places while the membership loads. */
function NoPlanToRenewFormSkeleton() {
  return (
    <Skeleton label="Loading your membership…">
      <SkeletonLine width="50%" size="lg" />
      {Array.from({ length: 5 }, (_, option) => (
        <SkeletonLine key={option} width="40%" />
      ))}
      <SkeletonLine width="60%" />
      <SkeletonBlock height="7rem" className="mb-4" />
      <SkeletonBlock width="25%" height="2.4rem" />
    </Skeleton>
  );
}

function NoPlanToRenew() {
  const membershipNumber = useMemberInView();
  const { data: summary } = useSuspenseQuery(getAccountSummaryQueryOptions(useApiClient(), membershipNumber));
  return <NoPlanToRenewForm key={membershipNumber} membershipNumber={membershipNumber} summary={summary} />;
}

/**
 * /myaccount/no-plan-to-renew (needs a member in view), from the dashboard's payment-plan banner: why the
 * member is not renewing (a short list and their own words); the association follows it up.
 */
export function NoPlanToRenewPage() {
  return (
    <div className="row">
      <div className="col-lg-10 col-xl-8">
        <p className="mb-4">
          We&apos;re sorry to hear you may be leaving. Telling us why helps us improve, and we may be able to help: someone from
          the association will contact you.
        </p>
        <section className="card shadow-sm">
          <div className="card-body p-4">
            <Suspense fallback={<NoPlanToRenewFormSkeleton />}>
              <NoPlanToRenew />
            </Suspense>
          </div>
        </section>
      </div>
    </div>
  );
}
