import { useMemo } from 'react';
import { toast } from '@/components/toasts/toast';
import { refusalOf } from '@/api/httpError';
import { refusalMessage } from '@/api/refusalMessage';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { CheckboxListField } from '@/components/forms/CheckboxListField';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { showRefusedFields, type RefusedFieldPlacement } from '@/components/forms/showRefusedFields';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { inTheirWords, type RefusalMessages } from '@/domain/refusal';
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

/**
 * The sign-up's refusals (api/areas/rewards.yaml), by code: a conflict's sentence names the programme and
 * the account, so it is said as it comes; the others are about one answer, said beside it as well.
 */
const SIGNUP_REFUSALS: RefusalMessages = {
  'signup-pending': inTheirWords,
  'already-signed-up': inTheirWords,
  'supplier-account-taken': inTheirWords,
  'supplier-account-number-invalid': 'The account number is not in the format the supplier uses. Check it and try again.',
  'consent-required': 'Tick to agree that the supplier may share your purchases with us.',
  'unit-not-open': 'A unit you chose is closed or no longer yours. Reload the page and choose again.',
};
const FIELD_OF: Partial<Record<string, 'supplierAccountNumber' | 'consentToShareData' | 'unitIds'>> = {
  'supplier-account-number-invalid': 'supplierAccountNumber',
  'consent-required': 'consentToShareData',
  'unit-not-open': 'unitIds',
};
const placeRefusal: RefusedFieldPlacement<ProgrammeSignupFormValues> = ({ code, detail }) => {
  const name = FIELD_OF[code];
  const words = SIGNUP_REFUSALS[code];
  if (!name || !words) return undefined;
  return { name, message: typeof words === 'string' ? words : words({ code, detail }) };
};

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

  const submit = (values: ProgrammeSignupFormValues) =>
    signup.mutate(toProgrammeSignupRequest(values), { onError: (error) => void showRefusedFields(refusalOf(error), form.setError, placeRefusal) });

  const submitError = signup.error && refusalMessage(signup.error, SIGNUP_REFUSALS, PROGRAMME_SIGNUP_MESSAGES.failed);

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
