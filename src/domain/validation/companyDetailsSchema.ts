import { mixed, object, string, type ObjectSchema } from 'yup';
import { BUSINESS_NOT_REGISTERED, companyTypeName, requiresRegistrationNumber, selectableCompanyTypes } from '../companyTypes';
import type { CompanyTypeReference, MembershipInfo } from '../membership';
import { COMPANY_NUMBER_MAX_LENGTH, hasRegisterFormat, REGISTRATION_NUMBER_MESSAGE } from './companyRegistration';

/** The company details form of spec §2/§5. The VAT radios start unanswered (''). */
export interface CompanyDetailsFormValues {
  companyTypeId: string;
  companyRegistrationOrCharityNumber: string;
  vatRegistered: VatRegisteredAnswer;
}
export type VatRegisteredAnswer = 'yes' | 'no' | '';

/** What call 5 (PUT /members/{memberId}/details/company-type) takes. */
export interface CompanyDetailsPayload {
  companyTypeId: string;
  companyRegistrationOrCharityNumber: string;
  vatRegistered: boolean;
}

export const COMPANY_TYPE_MESSAGE = 'Please enter the Company type';
export const VAT_REGISTERED_MESSAGE = 'Please answer this question';
export const GENERAL_FORM_MESSAGE = 'Please ensure you have entered all required fields correctly.';
/** Spec §8 "Company details save": the toasts after a save. */
export const COMPANY_DETAILS_SAVED_MESSAGE = 'Your details have been successfully updated.';
export const COMPANY_DETAILS_SAVE_FAILED_MESSAGE = 'There was an error saving your company details.';

/** A cleared control may report null; it must get the field's own message, not yup's 'cannot be null'. */
const nullAsEmpty = (value: unknown) => value ?? '';

/** A type the member may choose: known to the reference data and not 'Business not registered'. */
function chosenTypeName(companyTypes: readonly CompanyTypeReference[], id: string | undefined): string | undefined {
  const name = companyTypeName(companyTypes, id);
  return name === BUSINESS_NOT_REGISTERED ? undefined : name;
}

/**
 * Spec §5: the type is required ('Business not registered' does not count); the number is checked only
 * for types that need one; the VAT question must be answered. Built per reference-data list, because the
 * choosable types and the number rule both come from it, and the form holds only the type's id.
 */
export function companyDetailsSchema(companyTypes: CompanyTypeReference[]): ObjectSchema<CompanyDetailsFormValues> {
  const choosableIds = selectableCompanyTypes(companyTypes).map((type) => type.id);
  return object({
    companyTypeId: string().default('').transform(nullAsEmpty).oneOf(choosableIds, COMPANY_TYPE_MESSAGE),
    companyRegistrationOrCharityNumber: string()
      .default('')
      .transform(nullAsEmpty)
      .when('companyTypeId', ([id]: (string | undefined)[], schema) => {
        const typeName = chosenTypeName(companyTypes, id);
        if (!requiresRegistrationNumber(typeName)) return schema;
        // The length counts the value as typed (spaces too), like the field's maxLength.
        return schema
          .required(REGISTRATION_NUMBER_MESSAGE)
          .max(COMPANY_NUMBER_MAX_LENGTH, REGISTRATION_NUMBER_MESSAGE)
          .test('register-format', REGISTRATION_NUMBER_MESSAGE, (value) => hasRegisterFormat(typeName, value));
      }),
    vatRegistered: mixed<VatRegisteredAnswer>().default('').transform(nullAsEmpty).oneOf(['yes', 'no'], VAT_REGISTERED_MESSAGE),
  });
}

/** The body of call 5. The number is trimmed, and emptied for types that do not need one. */
export function toCompanyDetailsPayload(
  values: CompanyDetailsFormValues,
  companyTypes: readonly CompanyTypeReference[],
): CompanyDetailsPayload {
  const needsNumber = requiresRegistrationNumber(companyTypeName(companyTypes, values.companyTypeId));
  return {
    companyTypeId: values.companyTypeId,
    companyRegistrationOrCharityNumber: needsNumber ? values.companyRegistrationOrCharityNumber.trim() : '',
    vatRegistered: values.vatRegistered === 'yes',
  };
}

/**
 * The form's initial values from the member's details. A type the dropdown does not offer
 * ('Business not registered', or an id missing from the reference data) starts unchosen.
 */
export function toCompanyDetailsFormValues(
  info: MembershipInfo | undefined,
  companyTypes: readonly CompanyTypeReference[],
): CompanyDetailsFormValues {
  const id = info?.companyTypeId || info?.companyType?.id || '';
  const vatRegistered = info?.vatRegistered;
  return {
    companyTypeId: chosenTypeName(companyTypes, id) === undefined ? '' : id,
    companyRegistrationOrCharityNumber: info?.companyRegistrationOrCharityNumber ?? '',
    vatRegistered: vatRegistered === true ? 'yes' : vatRegistered === false ? 'no' : '',
  };
}
