// TEST DOUBLE, never shipped: how the simulated server checks call 5's body, as a real server would.
import { BUSINESS_NOT_REGISTERED, requiresRegistrationNumber } from '../../../../src/domain/companyTypes';
import { COMPANY_NUMBER_MAX_LENGTH, hasRegisterFormat } from '../../../../src/domain/validation/companyRegistration';
import type { ApiSchemas } from '../handlers/options';
import { invalid, refuse, type Refusal } from './refusal';

type CompanyTypeReference = ApiSchemas['CompanyTypeReference'];

/**
 * Passes the portal's format check but is "not on the register", so the save-error path can be reached
 * by hand from a screen whose own validation would otherwise stop every bad number.
 */
export const UNREGISTERED_COMPANY_NUMBER = '00000000';

export interface CompanyDetailsUpdate {
  companyType: CompanyTypeReference;
  /** Trimmed; null when none was given. */
  companyRegistrationOrCharityNumber: string | null;
  vatRegistered: boolean;
}

export type CompanyDetailsUpdateCheck = { ok: true; update: CompanyDetailsUpdate } | Refusal;

const NUMBER = 'companyRegistrationOrCharityNumber';

export function checkCompanyDetailsUpdate(
  body: unknown,
  companyTypes: readonly CompanyTypeReference[],
): CompanyDetailsUpdateCheck {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return invalid('The body must be a JSON object', '');
  const { companyTypeId, companyRegistrationOrCharityNumber: number, vatRegistered } = body as Record<string, unknown>;

  const companyType = companyTypes.find((type) => type.id === companyTypeId);
  if (!companyType) return refuse(400, 'unknown-company-type', 'Unknown company type', 'companyTypeId');
  if (companyType.text === BUSINESS_NOT_REGISTERED)
    return refuse(400, 'company-type-not-accepted', 'Business not registered is not a company type that can be saved', 'companyTypeId');

  if (number !== undefined && number !== null && typeof number !== 'string')
    return invalid('companyRegistrationOrCharityNumber must be text', NUMBER);
  if (!isValidRegistrationOrCharityNumber(companyType.text, number))
    return refuse(400, 'registration-number-invalid', `A valid registration or charity number is required for ${companyType.text}`, NUMBER);
  const trimmedNumber = number?.trim() || null;
  if (requiresRegistrationNumber(companyType.text) && trimmedNumber === UNREGISTERED_COMPANY_NUMBER)
    return refuse(400, 'company-not-registered', `Company number ${UNREGISTERED_COMPANY_NUMBER} is not on the register`, NUMBER);

  if (typeof vatRegistered !== 'boolean') return invalid('vatRegistered must be true or false', 'vatRegistered');

  return { ok: true, update: { companyType, companyRegistrationOrCharityNumber: trimmedNumber, vatRegistered } };
}

/**
 * Spec §5: only Limited Company, PLC and Charity need a number; every other type (or none) passes.
 * Those need a non-empty value of at most 10 characters. Companies need a company number; a charity may
 * give its charity number or, being often a charitable company, its company number.
 */
export function isValidRegistrationOrCharityNumber(
  typeName: string | undefined,
  value: string | null | undefined,
): boolean {
  if (!requiresRegistrationNumber(typeName)) return true;
  if (typeof value !== 'string' || value.trim() === '' || value.length > COMPANY_NUMBER_MAX_LENGTH) return false;
  return hasRegisterFormat(typeName, value);
}
