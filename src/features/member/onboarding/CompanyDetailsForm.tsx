import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { companyTypeName, requiresRegistrationNumber, selectableCompanyTypes } from '@/domain/companyTypes';
import type { CompanyTypeReference } from '@/domain/membership';
import {
  GENERAL_FORM_MESSAGE,
  type CompanyDetailsFormValues,
} from '@/domain/validation/companyDetailsSchema';
import { CompanyTypeField } from './CompanyTypeField';
import { RegistrationNumberField } from './RegistrationNumberField';
import { VatRegisteredField } from './VatRegisteredField';

export interface CompanyDetailsFormProps {
  formId: string;
  form: UseFormReturn<CompanyDetailsFormValues>;
  companyTypes: CompanyTypeReference[];
  onValidSubmit: (values: CompanyDetailsFormValues) => void;
}

/** The fields of spec §2 "Company details modal"; the modal owns the form state and the buttons. */
export function CompanyDetailsForm({ formId, form, companyTypes, onValidSubmit }: CompanyDetailsFormProps) {
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const chosenTypeId = useWatch({ control, name: 'companyTypeId' });
  const needsNumber = requiresRegistrationNumber(companyTypeName(companyTypes, chosenTypeId));
  const isInvalid = Object.keys(errors).length > 0;

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onValidSubmit)(event)}>
      <p>We need a few details about your business to complete your membership record.</p>
      <CompanyTypeField
        id={`${fieldId}-company-type`}
        types={selectableCompanyTypes(companyTypes)}
        // Changing the type changes whether a number is needed, so the number is checked again too.
        registration={register('companyTypeId', { deps: ['companyRegistrationOrCharityNumber'] })}
        error={errors.companyTypeId?.message}
      />
      {needsNumber && (
        <RegistrationNumberField
          id={`${fieldId}-number`}
          registration={register('companyRegistrationOrCharityNumber')}
          error={errors.companyRegistrationOrCharityNumber?.message}
        />
      )}
      <VatRegisteredField
        id={`${fieldId}-vat`}
        registration={register('vatRegistered')}
        error={errors.vatRegistered?.message}
      />
      {isInvalid && (
        <div className="alert alert-danger mb-0" role="alert">
          {GENERAL_FORM_MESSAGE}
        </div>
      )}
    </form>
  );
}
