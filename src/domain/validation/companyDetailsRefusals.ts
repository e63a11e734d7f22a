import type { RefusalMessages } from '../refusal';
import { REGISTRATION_NUMBER_MESSAGE } from './companyRegistration';

/** Call 5's refusals, by code (api/areas/membership.yaml), in words a member can act on. */
export const COMPANY_DETAILS_REFUSALS: RefusalMessages = {
  'company-not-registered': 'The company number is not on the Companies House register. Check it, or contact us if it is right.',
  'registration-number-invalid': `${REGISTRATION_NUMBER_MESSAGE}.`,
  'unknown-company-type': 'That company type is no longer on our list. Choose another.',
  'company-type-not-accepted': 'Choose the type of company the business is registered as.',
};

/** A refused company type or number, said beside its field of the company details form (as well as in the alert). */
export function companyDetailsFieldRefusal({ code, name }: { code: string; name: string }): { name: 'companyRegistrationOrCharityNumber' | 'companyTypeId'; message: string } | undefined {
  const message = COMPANY_DETAILS_REFUSALS[code];
  if (typeof message !== 'string') return undefined;
  return name === 'companyRegistrationOrCharityNumber' || name === 'companyTypeId' ? { name, message } : undefined;
}
