import { useWatch } from 'react-hook-form';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { Form } from '@/components/forms/Form';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { toast } from '@/components/toasts/toast';
import {
  CLAIM_DECISION_LABELS,
  claimDecisionRequest,
  claimDecisionSchema,
  emptyClaimDecision,
} from '@/domain/calor/claimDecisionSchema';
import { CLAIM_DECISIONS, REVIEW_TEXT_MAX, type ClaimDecision, type StaffClaimDetail } from '@/domain/calor/claimReview';
import { useFormDraft } from '@/session/useFormDraft';
import type { useSubmitClaimDecision } from '../api/submit-claim-decision';

const DONE: Record<ClaimDecision, string> = {
  Approve: 'approved',
  Reject: 'rejected: the member can see the reason',
  MemberContacted: 'noted: member contacted',
};

/**
 * Approve, reject with the reason the member will see, or note a contact with the member. The reason or
 * note is kept as a draft while typed (a session that ends mid-review brings it back). A second reviewer
 * who decided first is named in the refusal, and the claim shows as it is now.
 */
interface ClaimDecisionFormProps {
  claim: StaffClaimDetail;
  /** Owned by the review view, so a refusal stays on screen when the claim reloads as decided. */
  decide: ReturnType<typeof useSubmitClaimDecision>;
}

export function ClaimDecisionForm({ claim, decide }: ClaimDecisionFormProps) {
  const form = useSchemaForm(claimDecisionSchema, { defaultValues: emptyClaimDecision() });
  const draft = useFormDraft(form, `calor-claim-review-${claim.claimReference}`);
  const decision = useWatch({ control: form.control, name: 'decision' });

  const textLabel = decision === 'MemberContacted' ? 'Note of what was said' : decision === 'Reject' ? 'Reason the member will see' : 'Reason or note (optional)';
  const textHint =
    decision === 'Reject'
      ? `The member sees this on their claim and may correct and resubmit it within 30 days. At most ${REVIEW_TEXT_MAX} characters.`
      : `At most ${REVIEW_TEXT_MAX} characters.`;

  return (
    <section aria-labelledby="decision-heading" className="card">
      <div className="card-header">
        <h3 id="decision-heading" className="h6 mb-0">
          Decision
        </h3>
      </div>
      <div className="card-body">
        {draft.isRestored && <DraftRestoredNotice />}
        <Form
          form={form}
          onSubmit={(values) =>
            decide.mutate(claimDecisionRequest(values, claim.version), {
              onSuccess: () => {
                draft.discard();
                form.reset(emptyClaimDecision());
                toast.success(`Claim ${claim.claimReference} ${DONE[values.decision as ClaimDecision]}.`);
              },
            })
          }
        >
          <RadioGroupField name="decision" label="Decision" options={CLAIM_DECISIONS.map((value) => ({ value, label: CLAIM_DECISION_LABELS[value] }))} inline />
          <TextAreaField name="text" label={textLabel} hint={textHint} rows={3} maxLength={REVIEW_TEXT_MAX} />
          <SubmitButton isWorking={decide.isPending} workingLabel="Recording…">
            Record decision
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
