import { useEffect } from 'react';
import { toast } from '@/components/toasts/toast';
import { refusalOf } from '@/api/httpError';
import { refusalMessage } from '@/api/refusalMessage';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { showRefusedFields, type RefusedFieldPlacement } from '@/components/forms/showRefusedFields';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { MEMBER_ONLY_REASONS } from '@/domain/memberOnlyChanges';
import type { RefusalMessages } from '@/domain/refusal';
import { formatDate } from '@/domain/format/date';
import { bankDetailsSchema, emptyBankDetails, toBankDetailsRequest, type BankDetailsFormValues } from '@/domain/wallet/bankDetails';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

export const BANK_DETAILS_SAVE_FAILED =
  'There was an error saving your bank details, feel free to try again, if this continues please contact your account manager.';

/** The change's refusals (api/areas/wallet.yaml), by code. */
const BANK_DETAILS_REFUSALS: RefusalMessages = {
  'bank-change-already-pending': 'This change is already waiting for its safety hold.',
  'bank-account-unchanged': 'Payouts already go to this account.',
  'invalid-request': 'The bank details were not accepted: check the ones marked.',
  // Only the member changes where their payouts go (x-roles: larderMember).
  'role-required': MEMBER_ONLY_REASONS.bankAccount,
};

/** A field the API refused, marked beside it. */
const placeRefusal: RefusedFieldPlacement<BankDetailsFormValues> = ({ code, name }) =>
  code === 'invalid-request' && (name === 'accountHolderName' || name === 'sortCode' || name === 'accountNumber')
    ? { name, message: 'Check this: it was not accepted' }
    : undefined;

interface BankDetailsFormProps {
  membershipNumber: string;
  holdDays: number;
  labelledBy: string;
  onSaved: () => void;
  onCancel?: () => void;
}

/**
 * The account payouts go to: name, sort code and account number, checked for shape here and by the API.
 * The change waits out a safety hold; the form says so before it is sent. A failed save keeps every value.
 */
export function BankDetailsForm({ membershipNumber, holdDays, labelledBy, onSaved, onCancel }: BankDetailsFormProps) {
  const update = useUpdateBankAccount(membershipNumber);
  const form = useSchemaForm(bankDetailsSchema, { defaultValues: emptyBankDetails() });
  // Opened by a button: the person goes straight on to the first field.
  useEffect(() => form.setFocus('accountHolderName'), [form]);

  const submit = (values: BankDetailsFormValues) =>
    update.mutate(toBankDetailsRequest(values), {
      onSuccess: (account) => {
        if (account.pendingChange) toast.success(`Bank details saved. Payouts from ${formatDate(account.pendingChange.effectiveFrom)} go to the new account.`);
        else toast.success('Your waiting change is cancelled. Payouts keep going to your current account.');
        onSaved();
      },
      onError: (error) => void showRefusedFields(refusalOf(error), form.setError, placeRefusal),
    });

  const submitError = update.error && refusalMessage(update.error, BANK_DETAILS_REFUSALS, BANK_DETAILS_SAVE_FAILED);

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={labelledBy}>
      <p className="small">
        For your protection, new bank details take effect after a {holdDays}-day safety hold, from the first payout after it. Payouts before
        then go to your current account.
      </p>
      <TextField name="accountHolderName" label="Name on the account" autoComplete="name" style={{ maxWidth: '28rem' }} maxLength={REQUEST_LIMITS.BankDetailsRequest.accountHolderName.maxLength} />
      <TextField
        name="sortCode"
        label="Sort code"
        hint="Must be 6 digits long"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        style={{ maxWidth: '10rem' }}
      />
      <TextField
        name="accountNumber"
        label="Account number"
        hint="Must be between 6 and 8 digits long"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        style={{ maxWidth: '12rem' }}
      />
      <div className="d-flex flex-wrap align-items-start gap-3">
        <SubmitButton isWorking={update.isPending} workingLabel="Saving…">
          Save bank details
        </SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-outline-primary" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </button>
        )}
        {submitError && (
          <div role="alert" className="alert alert-danger mb-0 py-2 flex-grow-1">
            {submitError}
          </div>
        )}
      </div>
    </Form>
  );
}
