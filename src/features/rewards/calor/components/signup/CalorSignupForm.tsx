import { useWatch } from 'react-hook-form';
import { toast } from '@/components/toasts/toast';
import { useSignUpToCalor } from '@/features/rewards/calor/api/sign-up-to-calor';
import { refusalOf } from '@/api/httpError';
import { refusalMessage } from '@/api/refusalMessage';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { showRefusedFields, type RefusedFieldPlacement } from '@/components/forms/showRefusedFields';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { YesNoField } from '@/components/forms/YesNoField';
import {
  calorSignupDefaults,
  calorSignupSchema,
  toCalorSignupRequest,
  type CalorSignupFormValues,
} from '@/domain/calor/calorSignupSchema';
import { REQUEST_LIMITS } from '@/domain/contractLimits';
import type { RefusalMessages } from '@/domain/refusal';

export const SIGNUP_MESSAGES = {
  success: 'Thank you for signing up. We will be in touch once your account is approved.',
  premisesTaken: 'These premises are already signed up to the scheme.',
  accountTaken: 'This Calor account number is already signed up to the scheme.',
  failed: 'There was an error while signing up, feel free to try again, if this continues please contact your account manager.',
} as const;

/** The sign-up's refusals (api/areas/rewards.yaml), by code. */
const SIGNUP_REFUSALS: RefusalMessages = {
  'premises-already-signed-up': SIGNUP_MESSAGES.premisesTaken,
  'account-already-signed-up': SIGNUP_MESSAGES.accountTaken,
};

/** Each is about one answer, said beside it as well. */
const placeRefusal: RefusedFieldPlacement<CalorSignupFormValues> = ({ code, name }) => {
  const message = SIGNUP_REFUSALS[code];
  return typeof message === 'string' && (name === 'premises' || name === 'accountNumber') ? { name, message } : undefined;
};

/** Signs the member up to the Calor deal for one premises; the new account starts Pending. */
export function CalorSignupForm({ membershipNumber, labelledBy }: { membershipNumber: string; labelledBy: string }) {
  const signup = useSignUpToCalor(membershipNumber);
  const form = useSchemaForm(calorSignupSchema, { defaultValues: calorSignupDefaults() });
  const isDirect = useWatch({ control: form.control, name: 'directAccountHolder' }) === 'yes';

  // On failure nothing is reset: the member keeps what they typed, and the mutation's error shows below.
  const submit = (values: CalorSignupFormValues) =>
    signup.mutate(toCalorSignupRequest(values), {
      onSuccess: () => {
        form.reset(calorSignupDefaults());
        toast.success(SIGNUP_MESSAGES.success);
      },
      onError: (error) => void showRefusedFields(refusalOf(error), form.setError, placeRefusal),
    });

  const submitError = signup.error && refusalMessage(signup.error, SIGNUP_REFUSALS, SIGNUP_MESSAGES.failed);

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={labelledBy}>
      <YesNoField
        name="directAccountHolder"
        label="Do you have a Calor direct account?"
        hint="Direct account holders buy straight from Calor: their purchases are recorded automatically, so they need not send claims."
      />
      {isDirect && <TextField name="accountNumber" label="Calor account number" autoComplete="off" style={{ maxWidth: '20rem' }} maxLength={REQUEST_LIMITS.CalorSignupRequest.accountNumber.maxLength} />}
      <TextAreaField name="premises" label="Premises" hint="The name and address of the premises the Calor gas is for." maxLength={REQUEST_LIMITS.CalorSignupRequest.premises.maxLength} />
      <div className="d-flex flex-wrap align-items-start gap-3">
        <SubmitButton isWorking={signup.isPending}>Sign up</SubmitButton>
        {submitError && (
          <div role="alert" className="alert alert-danger mb-0 py-2 flex-grow-1">
            {submitError}
          </div>
        )}
      </div>
    </Form>
  );
}
