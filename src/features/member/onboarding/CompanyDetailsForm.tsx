import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/forms/Form';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { YesNoField } from '@/components/forms/YesNoField';
import { companyTypeName, requiresRegistrationNumber, selectableCompanyTypes } from '@/domain/companyTypes';
import type { CompanyTypeReference } from '@/domain/membership';
import { COMPANY_NUMBER_MAX_LENGTH } from '@/domain/validation/companyRegistration';
import { GENERAL_FORM_MESSAGE, type CompanyDetailsFormValues } from '@/domain/validation/companyDetailsSchema';

export interface CompanyDetailsFormProps {
  formId: string;
  form: UseFormReturn<CompanyDetailsFormValues>;
  companyTypes: CompanyTypeReference[];
  onValidSubmit: (values: CompanyDetailsFormValues) => void;
}

/** The fields of spec §2 "Company details modal"; the modal owns the form state and the buttons. */
export function CompanyDetailsForm({ formId, form, companyTypes, onValidSubmit }: CompanyDetailsFormProps) {
  const chosenTypeId = useWatch({ control: form.control, name: 'companyTypeId' });
  const needsNumber = requiresRegistrationNumber(companyTypeName(companyTypes, chosenTypeId));

  return (
    <Form id={formId} form={form} onSubmit={onValidSubmit} summaryDescription={GENERAL_FORM_MESSAGE}>
      <p>We need a few details about your business to complete your membership record.</p>
      <SelectField
        name="companyTypeId"
        label="Company type"
        placeholder="Choose…"
        options={selectableCompanyTypes(companyTypes).map((type) => ({ value: type.id, label: type.text }))}
        // Changing the type changes whether a number is needed, so the number is checked again too.
        registerOptions={{ deps: ['companyRegistrationOrCharityNumber'] }}
      />
      {/* Only the types on a public register need one (Limited Company, PLC, Charity: spec §5). */}
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
      <YesNoField name="vatRegistered" label="VAT registered" className="mb-0" />
    </Form>
  );
}
