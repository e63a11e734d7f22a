import { CHARITY } from '../companyTypes';
import { REQUEST_LIMITS } from '../contractLimits';

/** Spec §9: the field's maximum length, counted on the value as typed. */
export const COMPANY_NUMBER_MAX_LENGTH = REQUEST_LIMITS.CompanyDetailsRequest.companyRegistrationOrCharityNumber.maxLength;

export const REGISTRATION_NUMBER_MESSAGE =
  'Please enter the Company Registration Number or Charity Number in the correct format';

/** Charity Commission numbers: 6 to 8 digits (spec §5). */
const CHARITY_NUMBER_PATTERN = /^\d{6,8}$/;

/**
 * Companies House numbers: a register prefix (AC, SC, NI, OC, SO, LP, FC, R0 … or two digits) followed by
 * digits and a letter-or-digit suffix, including the registered-society (RS/SO) and LLP (OC) forms.
 * This is the widely used community pattern for UK company numbers.
 */
const COMPANY_NUMBER_PATTERN =
  /^(((AC|ZC|FC|GE|LP|OC|SE|SA|SZ|SF|GS|SL|SO|SC|ES|NA|NZ|NF|GN|NL|NC|R0|NI|EN|\d{2}|SG|FE)\d{5}(\d|C|R))|((RS|SO)\d{3}(\d{3}|\d{2}[WSRCZF]|\d(FI|RS|SA|IP|US|EN|AS)|CUS))|((NI|SL)\d{5}[\dA])|(OC(([\dP]{5}[CWERTB])|([\dP]{4}(OC|CU)))))$/i;

/** Surrounding spaces are ignored; letters may be in either case. */
export function isValidCharityNumber(value: unknown): boolean {
  return typeof value === 'string' && CHARITY_NUMBER_PATTERN.test(value.trim());
}

export function isValidCompanyNumber(value: unknown): boolean {
  return typeof value === 'string' && COMPANY_NUMBER_PATTERN.test(value.trim());
}

/** The format alone (presence and length aside): a company number, or for a charity its charity number too. */
export function hasRegisterFormat(typeName: string | undefined, value: string | null | undefined): boolean {
  return isValidCompanyNumber(value) || (typeName === CHARITY && isValidCharityNumber(value));
}
