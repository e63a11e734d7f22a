import { Link } from 'react-router';
import { useAccountSummary } from '@/api/get-account-summary';
import { isHttpError } from '@/api/httpError';
import { Form } from '@/components/forms/Form';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import type { AccountSummary } from '@/domain/account/accountSummary';
import {
  COMMENTS_MAX_LENGTH,
  NO_PLAN_TO_RENEW_REASONS,
  noPlanToRenewSchema,
  toNoPlanToRenewRequest,
  type NoPlanToRenewFormValues,
} from '@/domain/account/renewal';
import { formatDate } from '@/domain/format/date';
import { pathTo } from '@/config/paths';
import { useFormDraft } from '@/session/useFormDraft';
import { DataLoad } from '@/session/DataLoad';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useRecordNoPlanToRenew } from './api/record-no-plan-to-renew';
import { NoMemberInView } from './components/NoMemberInView';

const failure = (error: Error) =>
  isHttpError(error) && [400, 409].includes(error.status) && error.body ? error.body : 'Something went wrong on our side. Please try again.';

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

/**
 * /myaccount/no-plan-to-renew, from the dashboard's payment-plan banner: why the member is not renewing (a
 * short list and their own words); the association follows it up.
 */
export function NoPlanToRenewPage() {
  const { acting } = useMemberSession();
  const summary = useAccountSummary(acting.membershipNumber);
  if (!acting.membershipNumber) return <NoMemberInView />;
  return (
    <div className="row">
      <div className="col-lg-10 col-xl-8">
        <DataLoad query={summary} loadingLabel="Loading your membership…">
          {(loaded) => (
            <>
              <p className="mb-4">
                We&apos;re sorry to hear you may be leaving. Telling us why helps us improve, and we may be able to help: someone
                from the association will contact you.
              </p>
              <section className="card shadow-sm">
                <div className="card-body p-4">
                  <NoPlanToRenewForm key={acting.membershipNumber} membershipNumber={acting.membershipNumber!} summary={loaded} />
                </div>
              </section>
            </>
          )}
        </DataLoad>
      </div>
    </div>
  );
}
