import { array, boolean, object, string, type ObjectSchema } from 'yup';
import { normaliseSupplierAccountNumber, type SupplierReportedProgramme } from './programmes';
import type { ProgrammeSignup, ProgrammeSignupRequest } from './signup';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** The sign-up form of a supplier-reported programme. */
export interface ProgrammeSignupFormValues {
  supplierAccountNumber: string;
  unitIds: string[];
  consentToShareData: boolean;
}

export const programmeSignupMessages = (programme: SupplierReportedProgramme) => ({
  accountNumberRequired: `Enter your ${programme.accountNumber.label}`,
  accountNumberFormat: programme.accountNumber.message,
  units: 'Select at least one unit this account buys for',
  consent: `You must agree to ${programme.supplier} sharing your purchase data, or we cannot work out your cashback`,
});

/** Built from the programme's definition: its account number's name and shape, its supplier's name. */
export function programmeSignupSchema(programme: SupplierReportedProgramme): ObjectSchema<ProgrammeSignupFormValues> {
  const messages = programmeSignupMessages(programme);
  return object({
    // Spaces and case do not matter to the supplier: 'bp 12345' is BP12345.
    supplierAccountNumber: limitedText(string().defined(), programme.accountNumber.label, REQUEST_LIMITS.ProgrammeSignupRequest.supplierAccountNumber)
      .transform((value: string) => normaliseSupplierAccountNumber(value))
      .required(messages.accountNumberRequired)
      .matches(programme.accountNumber.pattern, { message: messages.accountNumberFormat, excludeEmptyString: true }),
    unitIds: array().of(string().defined()).defined().min(1, messages.units),
    consentToShareData: boolean().defined().oneOf([true], messages.consent),
  });
}

/**
 * A fresh form, or the rejected application to correct (its units still open among `openUnitIds`). Consent
 * is asked again every time: a new application is a new agreement.
 */
export function programmeSignupDefaults(rejected?: ProgrammeSignup | null, openUnitIds: readonly string[] = []): ProgrammeSignupFormValues {
  if (!rejected) return { supplierAccountNumber: '', unitIds: [], consentToShareData: false };
  return {
    supplierAccountNumber: rejected.supplierAccountNumber,
    unitIds: rejected.unitIds.filter((id) => openUnitIds.includes(id)),
    consentToShareData: false,
  };
}

/** The request for values the schema has accepted: consent is never sent as anything but given. */
export function toProgrammeSignupRequest(values: ProgrammeSignupFormValues): ProgrammeSignupRequest {
  if (values.consentToShareData !== true) throw new Error('toProgrammeSignupRequest needs validated values: consent given');
  return {
    supplierAccountNumber: normaliseSupplierAccountNumber(values.supplierAccountNumber),
    unitIds: [...values.unitIds],
    consentToShareData: values.consentToShareData,
  };
}
