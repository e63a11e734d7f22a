import { useId } from 'react';
import { refusalMessage } from '@/api/refusalMessage';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { Form } from '@/components/forms/Form';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { toast } from '@/components/toasts/toast';
import type { SchemeType } from '@/domain/rewards/schemes';
import { rejectionSchema, type RejectionFormValues } from '@/domain/rewards/staffSchemas';
import type { StaffSignup } from '@/domain/rewards/staffSignup';
import { useFormDraft } from '@/session/useFormDraft';
import { useRejectSignup } from '../api/reject-signup';
import { SignupAccountDetails } from './SignupAccountDetails';
import { REQUEST_LIMITS } from '@/domain/contractLimits';
import { SIGNUP_DECISION_REFUSALS } from './signupRefusals';

/** Reject one sign-up with the reason the member sees (and can correct and re-apply from). */
export function RejectSignupModal({ schemeType, signup, onClose }: { schemeType: SchemeType; signup: StaffSignup | null; onClose: () => void }) {
  const formId = useId();
  const reject = useRejectSignup(schemeType);
  const close = () => {
    reject.reset();
    onClose();
  };
  return (
    <FormModal
      isOpen={signup !== null}
      title={signup ? `Reject ${signup.memberName}` : 'Reject'}
      onClose={close}
      submitLabel="Reject sign-up"
      workingLabel="Rejecting…"
      isWorking={reject.isPending}
      isSubmitDisabled={false}
      error={reject.error ? refusalMessage(reject.error, SIGNUP_DECISION_REFUSALS) : undefined}
      onDismissError={reject.reset}
      formId={formId}
    >
      {signup && (
        <RejectionForm
          key={signup.id}
          formId={formId}
          signup={signup}
          onSubmit={({ reason }, discard) =>
            reject.mutate(
              { signupId: signup.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  discard();
                  toast.success(`The sign-up of ${signup.memberName} (${signup.membershipNumber}) is rejected. They see your reason.`);
                  close();
                },
              },
            )
          }
        />
      )}
    </FormModal>
  );
}

interface RejectionFormProps {
  formId: string;
  signup: StaffSignup;
  onSubmit: (values: RejectionFormValues, discardDraft: () => void) => void;
}

function RejectionForm({ formId, signup, onSubmit }: RejectionFormProps) {
  const form = useSchemaForm(rejectionSchema, { defaultValues: { reason: '' } });
  // The reason typed survives a failed send or a session that ends meanwhile.
  const draft = useFormDraft(form, `signup-rejection.${signup.id}`);
  return (
    <Form id={formId} form={form} onSubmit={(values) => onSubmit(values, draft.discard)}>
      {draft.isRestored && form.formState.isDirty && <DraftRestoredNotice />}
      <p>
        {signup.memberName} ({signup.membershipNumber}): <SignupAccountDetails signup={signup} />
      </p>
      <TextAreaField
        name="reason"
        label="Reason"
        hint="The member sees this on their sign-up page and can correct their details and re-apply. Say what to change."
        rows={4}
        maxLength={REQUEST_LIMITS.SignupRejectionRequest.reason.maxLength}
      />
    </Form>
  );
}
