import { useMemo } from 'react';
import { toast } from '@/components/toasts/toast';
import { statusOf, isHttpError } from '@/api/httpError';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { CheckboxListField } from '@/components/forms/CheckboxListField';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import type { SupplierReportedProgramme } from '@/domain/rewards/programmes';
import {
  programmeSignupDefaults,
  programmeSignupSchema,
  toProgrammeSignupRequest,
  type ProgrammeSignupFormValues,
} from '@/domain/rewards/programmeSignupSchema';
import type { ProgrammeSignup } from '@/domain/rewards/signup';
import { describeUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { useSignUpToProgramme } from '../api/sign-up-to-programme';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

export const PROGRAMME_SIGNUP_MESSAGES = {
  success: (programme: SupplierReportedProgramme) => `Thank you. Your application to ${programme.name} cashback is waiting for approval.`,
  failed: 'There was an error while signing up, feel free to try again, if this continues please contact your account manager.',
} as const;

interface ProgrammeSignupFormProps {
  programme: SupplierReportedProgramme;
  membershipNumber: string;
  /** The member's open units: what an account can buy for. */
  units: readonly TradingUnit[];
  /** The rejected application being corrected, if any. */
  rejected: ProgrammeSignup | null;
  labelledBy: string;
}

/**
 * Links the member's supplier account: its number, the units it buys for, and consent to the supplier
 * sharing purchase data (required: without it there is nothing to pay cashback on). A failed send keeps
 * everything typed; a sent one becomes the Pending application above.
 */
export function ProgrammeSignupForm({ programme, membershipNumber, units, rejected, labelledBy }: ProgrammeSignupFormProps) {
  const signup = useSignUpToProgramme(programme.schemeType, membershipNumber, () => toast.success(PROGRAMME_SIGNUP_MESSAGES.success(programme)));
  const schema = useMemo(() => programmeSignupSchema(programme), [programme]);
  const form = useSchemaForm(schema, { defaultValues: programmeSignupDefaults(rejected, units.map((unit) => unit.id)) });

  const submit = (values: ProgrammeSignupFormValues) => signup.mutate(toProgrammeSignupRequest(values));

  // A conflict's reason is written for people ("already waiting for approval"); anything else gets the general message.
  const submitError = signup.error && (statusOf(signup.error) === 409 && isHttpError(signup.error) && signup.error.reason ? `${signup.error.reason}.` : PROGRAMME_SIGNUP_MESSAGES.failed);

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={labelledBy}>
      <TextField
        name="supplierAccountNumber"
        label={programme.accountNumber.label}
        hint={programme.accountNumber.hint}
        autoComplete="off"
        spellCheck={false}
        style={{ maxWidth: '20rem' }}
        maxLength={REQUEST_LIMITS.ProgrammeSignupRequest.supplierAccountNumber.maxLength}
      />
      <CheckboxListField
        name="unitIds"
        legend="Which of your units does this account buy for?"
        hint={`Purchases for these units earn cashback. Choose every unit that orders from ${programme.supplier} on this account.`}
        options={units.map((unit) => ({ value: unit.id, label: describeUnit(unit) }))}
      />
      <CheckboxField
        name="consentToShareData"
        label={`I agree that ${programme.supplier} may share what I buy on this account with the association`}
        hint={`We need this because ${programme.supplier} tells us what you buy each ${programme.reportsEvery}: without it we cannot work out your cashback. We use it for your cashback only.`}
      />
      <div className="d-flex flex-wrap align-items-start gap-3">
        <SubmitButton isWorking={signup.isPending} workingLabel="Sending…">
          {rejected ? 'Re-apply' : 'Sign up'}
        </SubmitButton>
        {submitError && (
          <div role="alert" className="alert alert-danger mb-0 py-2 flex-grow-1">
            {submitError}
          </div>
        )}
      </div>
    </Form>
  );
}
