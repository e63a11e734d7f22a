import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { toast } from 'react-toastify';
import { useSignUpToCalor } from '@/features/rewards/calor/api/sign-up-to-calor';
import { statusOf } from '@/api/httpError';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';
import {
  calorSignupDefaults,
  calorSignupSchema,
  toCalorSignupRequest,
  type CalorSignupFormValues,
} from '@/domain/calor/calorSignupSchema';
import { FieldError } from '@/components/forms/FieldError';

export const SIGNUP_MESSAGES = {
  success: 'Thank you for signing up. We will be in touch once your account is approved.',
  conflict: 'These premises or this Calor account number are already signed up to the scheme.',
  failed: 'There was an error while signing up, feel free to try again, if this continues please contact your account manager.',
} as const;

/** Signs the member up to the Calor deal for one premises; the new account starts Pending. */
export function CalorSignupForm({ membershipNumber, labelledBy }: { membershipNumber: string; labelledBy: string }) {
  const id = useId();
  const signup = useSignUpToCalor(membershipNumber);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CalorSignupFormValues>({ resolver: yupResolver(calorSignupSchema), defaultValues: calorSignupDefaults() });
  const isDirect = useWatch({ control, name: 'directAccountHolder' }) === 'yes';
  const ids = { direct: `${id}-direct`, accountNumber: `${id}-account-number`, premises: `${id}-premises` };

  async function submit(values: CalorSignupFormValues) {
    try {
      await signup.mutateAsync(toCalorSignupRequest(values));
      reset(calorSignupDefaults());
      toast.success(SIGNUP_MESSAGES.success);
    } catch {
      // signup.error holds the failure; the form keeps what was typed.
    }
  }

  const submitError = signup.isError ? (statusOf(signup.error) === 409 ? SIGNUP_MESSAGES.conflict : SIGNUP_MESSAGES.failed) : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={labelledBy}>
      <fieldset className="mb-3" aria-describedby={errors.directAccountHolder ? `${ids.direct}-error` : undefined}>
        <legend className="form-label fs-6">Do you have a Calor direct account?</legend>
        {(['yes', 'no'] as const).map((answer) => (
          <div className="form-check form-check-inline" key={answer}>
            <input
              id={`${ids.direct}-${answer}`}
              type="radio"
              value={answer}
              className={`form-check-input${errors.directAccountHolder ? ' is-invalid' : ''}`}
              {...register('directAccountHolder')}
            />
            <label htmlFor={`${ids.direct}-${answer}`} className="form-check-label">
              {answer === 'yes' ? 'Yes' : 'No'}
            </label>
          </div>
        ))}
        <FieldError id={`${ids.direct}-error`} message={errors.directAccountHolder?.message} />
        <div className="form-text">Direct account holders buy straight from Calor: their purchases are recorded automatically, so they need not send claims.</div>
      </fieldset>

      {isDirect && (
        <div className="mb-3">
          <label htmlFor={ids.accountNumber} className="form-label">
            Calor account number
          </label>
          <input
            id={ids.accountNumber}
            type="text"
            autoComplete="off"
            className={`form-control${errors.accountNumber ? ' is-invalid' : ''}`}
            style={{ maxWidth: '20rem' }}
            aria-invalid={errors.accountNumber ? true : undefined}
            aria-describedby={errors.accountNumber ? `${ids.accountNumber}-error` : undefined}
            {...register('accountNumber')}
          />
          <FieldError id={`${ids.accountNumber}-error`} message={errors.accountNumber?.message} />
        </div>
      )}

      <div className="mb-3">
        <label htmlFor={ids.premises} className="form-label">
          Premises
        </label>
        <textarea
          id={ids.premises}
          rows={3}
          className={`form-control${errors.premises ? ' is-invalid' : ''}`}
          aria-invalid={errors.premises ? true : undefined}
          aria-describedby={[`${ids.premises}-hint`, errors.premises && `${ids.premises}-error`].filter(Boolean).join(' ')}
          {...register('premises')}
        />
        <div id={`${ids.premises}-hint`} className="form-text">
          The name and address of the premises the Calor gas is for.
        </div>
        <FieldError id={`${ids.premises}-error`} message={errors.premises?.message} />
      </div>

      <div className="d-flex flex-wrap align-items-start gap-3">
        <button type="submit" className="btn btn-primary" disabled={signup.isPending}>
          {signup.isPending && <ButtonSpinner />}
          Sign up
        </button>
        {submitError && (
          <div role="alert" className="alert alert-danger mb-0 py-2 flex-grow-1">
            {submitError}
          </div>
        )}
      </div>
    </form>
  );
}
