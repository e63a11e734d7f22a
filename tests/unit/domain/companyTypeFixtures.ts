import { COMPANY_TYPE_NAMES } from '@/domain/companyTypes';
import type { CompanyTypeReference } from '@/domain/membership';

/** The reference data of call 1 as the tests use it: one GUID per §3 type, in the spec's order. */
export const COMPANY_TYPES: CompanyTypeReference[] = COMPANY_TYPE_NAMES.map((text, index) => ({
  id: `00000000-0000-0000-0000-00000000000${index + 1}`,
  text,
}));

export function companyTypeId(name: string): string {
  const type = COMPANY_TYPES.find((candidate) => candidate.text === name);
  if (!type) throw new Error(`No company type named ${name}`);
  return type.id;
}
