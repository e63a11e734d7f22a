import type { CompanyTypeReference } from './membership';

/** Company types of spec §3, spelt exactly as the reference data (call 1) names them. */
export const COMPANY_TYPE_NAMES = [
  'Sole Trader',
  'Limited Company',
  'PLC',
  'Charity',
  'LLP',
  'Business not registered',
  'Partnerships',
] as const;
export type CompanyTypeName = (typeof COMPANY_TYPE_NAMES)[number];

/** A placeholder the API may hold, never a valid answer: the modal hides it and treats it as missing (§2, §4). */
export const BUSINESS_NOT_REGISTERED = 'Business not registered' satisfies CompanyTypeName;

export const CHARITY = 'Charity' satisfies CompanyTypeName;

/** Only these types are on a public register, so only they must give a number (spec §5). */
export const TYPES_REQUIRING_REGISTRATION_NUMBER: readonly CompanyTypeName[] = ['Limited Company', 'PLC', CHARITY];

export function requiresRegistrationNumber(typeName: string | undefined): boolean {
  return TYPES_REQUIRING_REGISTRATION_NUMBER.some((name) => name === typeName);
}

/** The choices of the company type dropdown: everything but 'Business not registered'. */
export function selectableCompanyTypes(types: CompanyTypeReference[]): CompanyTypeReference[] {
  return types.filter((type) => type.text !== BUSINESS_NOT_REGISTERED);
}

/** The name of the type with this id, or undefined when the id is empty or not in the reference data. */
export function companyTypeName(
  types: readonly CompanyTypeReference[] | undefined,
  id: string | null | undefined,
): string | undefined {
  if (!id || !types) return undefined;
  return types.find((type) => type.id === id)?.text;
}
