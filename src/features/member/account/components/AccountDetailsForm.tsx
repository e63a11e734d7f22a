import { useId, useMemo } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { refusalOf } from '@/api/httpError';
import { refusalMessage } from '@/api/refusalMessage';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { DisabledReason } from '@/components/forms/DisabledReason';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { Form } from '@/components/forms/Form';
import { SelectField } from '@/components/forms/SelectField';
import { showRefusedFields, type RefusedFieldPlacement } from '@/components/forms/showRefusedFields';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { YesNoField } from '@/components/forms/YesNoField';
import type { AccountDetails } from '@/domain/account/accountDetails';
import {
  accountDetailsSchema,
  samePayload,
  TEXT_MAX_LENGTH,
  toAccountDetailsFormValues,
  toAccountDetailsPayloads,
  type AccountDetailsFormValues,
} from '@/domain/account/accountDetailsSchema';
import { companyTypeName, requiresRegistrationNumber, selectableCompanyTypes } from '@/domain/companyTypes';
import type { CompanyTypeReference, MembershipInfo } from '@/domain/membership';
import { COMPANY_NUMBER_MAX_LENGTH } from '@/domain/validation/companyRegistration';
import { companyDetailsFieldRefusal } from '@/domain/validation/companyDetailsRefusals';
import { GENERAL_FORM_MESSAGE } from '@/domain/validation/companyDetailsSchema';
import type { RefusalMessages } from '@/domain/refusal';
import { useFormDraft } from '@/session/useFormDraft';
import { useSaveAccountDetails } from '../hooks/useSaveAccountDetails';
import { AddressFields } from './AddressFields';
import { FormSection } from './FormSection';

export interface AccountDetailsFormProps {
  membershipNumber: string;
  details: AccountDetails;
  membershipInfo: MembershipInfo | undefined;
  companyTypes: CompanyTypeReference[];
}

/** The two saves' refusals (calls 5 and updateAccountDetails), for the alert beside the button. */
const SAVE_REFUSALS: RefusalMessages = {
  'postcode-undeliverable': 'A postcode is not a deliverable address: check the one marked.',
  'company-not-registered': 'The company number is not on the Companies House register: check it, or contact us if it is right.',
  'registration-number-invalid': 'The registration or charity number is not in the right format.',
  'invalid-request': 'An answer was not accepted: check the one marked.',
};

/** What the form shows beside a refused field, by the refusal's code; a field the form does not have is left to the alert. */
const CONTACT_FIELDS = new Set<string>(['tradingName', 'vatNumber', 'mainContact.name', 'mainContact.email', 'mainContact.phone', 'mainContact.mobile']);
const ADDRESS_FIELDS = new Set<string>(['line1', 'line2', 'town', 'county', 'postcode']);
const isFormField = (name: string): name is FieldPath<AccountDetailsFormValues> =>
  CONTACT_FIELDS.has(name) || (/^(mailAddress|invoiceAddress)\.\w+$/.test(name) && ADDRESS_FIELDS.has(name.split('.')[1]!));
const placeRefusal: RefusedFieldPlacement<AccountDetailsFormValues> = (field) => {
  const company = companyDetailsFieldRefusal(field);
  if (company) return company;
  if (!isFormField(field.name)) return undefined;
  if (field.code === 'postcode-undeliverable') return { name: field.name, message: 'Enter the postcode of an address we can deliver to' };
  return field.code === 'invalid-request' ? { name: field.name, message: 'Check this answer: it was not accepted' } : undefined;
};

/** Why the save failed, for the alert beside the button, by the refusal's code. */
function saveFailure(error: Error): string {
  return refusalMessage(error, SAVE_REFUSALS, 'Something went wrong on our side.');
}

/**
 * The business's details and contacts, edited in place. Save is disabled until something changes; only
 * the parts that changed are sent; a failed save keeps every value typed and says why.
 */
export function AccountDetailsForm({ membershipNumber, details, membershipInfo, companyTypes }: AccountDetailsFormProps) {
  const schema = useMemo(() => accountDetailsSchema(companyTypes), [companyTypes]);
  const form = useSchemaForm(schema, {
    defaultValues: toAccountDetailsFormValues(details, membershipInfo, companyTypes),
  });
  const save = useSaveAccountDetails(membershipNumber);
  // Unsaved changes survive a failed save, a closed tab or a session that ended mid-form.
  const draft = useFormDraft(form, 'account-details');
  const [companyTypeId, vatRegistered, invoiceSameAsMail] = useWatch({
    control: form.control,
    name: ['companyTypeId', 'vatRegistered', 'invoiceSameAsMail'],
  });
  const needsNumber = requiresRegistrationNumber(companyTypeName(companyTypes, companyTypeId));
  const { isDirty } = form.formState;
  const disabledReasonId = useId();
  // Save and Cancel are disabled until something changes; the reason is said beside them, not left to guess.
  const disabledBecauseClean = !isDirty && !save.isPending;

  const submit = (values: AccountDetailsFormValues) => {
    const before = toAccountDetailsPayloads(form.formState.defaultValues as AccountDetailsFormValues, companyTypes);
    const after = toAccountDetailsPayloads(values, companyTypes);
    save.mutate(
      {
        company: samePayload(before.company, after.company) ? undefined : after.company,
        contacts: samePayload(before.contacts, after.contacts) ? undefined : after.contacts,
      },
      // What was saved is the new starting point: the form is clean again, Save disabled. A refused field
      // is marked beside it.
      { onSuccess: () => form.reset(values), onError: (error) => void showRefusedFields(refusalOf(error), form.setError, placeRefusal) },
    );
  };

  return (
    <Form form={form} onSubmit={submit} summaryDescription={GENERAL_FORM_MESSAGE} aria-label="Account details">
      {draft.isRestored && isDirty && (
        <DraftRestoredNotice
          onDiscard={() => {
            form.reset();
            draft.discard();
          }}
        >
          We kept the changes you made last time; they have not been saved yet.
        </DraftRestoredNotice>
      )}
      <FormSection title="Your business">
        <TextField
          name="tradingName"
          label="Trading name"
          hint="The name your customers know the business by."
          autoComplete="organization"
          maxLength={TEXT_MAX_LENGTH}
        />
        <SelectField
          name="companyTypeId"
          label="Company type"
          placeholder="Choose…"
          options={selectableCompanyTypes(companyTypes).map((type) => ({ value: type.id, label: type.text }))}
          registerOptions={{ deps: ['companyRegistrationOrCharityNumber'] }}
          style={{ maxWidth: '24rem' }}
        />
        {needsNumber && (
          <TextField
            name="companyRegistrationOrCharityNumber"
            label="Registration or charity number"
            hint="Your Companies House number (for example 01234567 or SC123456), or your charity number (6 to 8 digits)."
            maxLength={COMPANY_NUMBER_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            style={{ maxWidth: '16rem' }}
          />
        )}
        <YesNoField name="vatRegistered" label="VAT registered" registerOptions={{ deps: ['vatNumber'] }} />
        {vatRegistered === 'yes' && (
          <TextField
            name="vatNumber"
            label="VAT number"
            hint="9 digits, for example 123 4567 89. You can leave out GB."
            autoComplete="off"
            spellCheck={false}
            inputMode="numeric"
            style={{ maxWidth: '16rem' }}
            className="mb-0"
          />
        )}
      </FormSection>

      <FormSection title="Main contact" hint="Who we talk to about the membership: we send reminders and receipts here.">
        <TextField name="mainContact.name" label="Name" autoComplete="name" maxLength={TEXT_MAX_LENGTH} />
        <TextField name="mainContact.email" label="Email" type="email" autoComplete="email" spellCheck={false} maxLength={TEXT_MAX_LENGTH} />
        <div className="row">
          <div className="col-md-6">
            <TextField name="mainContact.phone" label="Phone" type="tel" autoComplete="tel" hint="A UK number, for example 01632 960123." maxLength={TEXT_MAX_LENGTH} />
          </div>
          <div className="col-md-6">
            <TextField name="mainContact.mobile" label="Mobile (optional)" type="tel" autoComplete="tel" hint="For example 07700 900123." maxLength={TEXT_MAX_LENGTH} />
          </div>
        </div>
      </FormSection>

      <FormSection title="Mail address" hint="Where we post your membership pack and letters.">
        <AddressFields name="mailAddress" section="shipping" />
      </FormSection>

      <FormSection title="Invoice address">
        <CheckboxField
          name="invoiceSameAsMail"
          label="Same as mail address"
          hint="Untick to send invoices somewhere else, for example your accountant."
          className={invoiceSameAsMail ? 'mb-0' : 'mb-3'}
        />
        {!invoiceSameAsMail && <AddressFields name="invoiceAddress" section="billing" />}
      </FormSection>

      {save.error && (
        <div className="alert alert-danger" role="alert">
          <p className="fw-semibold mb-1">Your changes have not been saved.</p>
          <p className="mb-0">{saveFailure(save.error)} Everything you typed is still here: please check it and try again.</p>
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <SubmitButton
          isWorking={save.isPending}
          workingLabel="Saving Changes..."
          disabled={!isDirty}
          aria-describedby={disabledBecauseClean ? disabledReasonId : undefined}
        >
          Save changes
        </SubmitButton>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!isDirty || save.isPending}
          aria-describedby={disabledBecauseClean ? disabledReasonId : undefined}
          onClick={() => {
            form.reset();
            save.reset();
          }}
        >
          Cancel changes
        </button>
        {disabledBecauseClean && <DisabledReason id={disabledReasonId}>Change a detail to save it.</DisabledReason>}
      </div>
    </Form>
  );
}
