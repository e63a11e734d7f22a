// TEST DOUBLE, never shipped: the reference data of call 1, with fixed ids so seeds and tests can name them.
import { COMPANY_TYPE_NAMES, type CompanyTypeName } from '../../../../src/domain/companyTypes';
import type { ApiSchemas } from '../handlers/options';

export const COMPANY_TYPE_IDS: Record<CompanyTypeName, string> = {
  'Sole Trader': '5b0c1a10-7d2e-4c61-9a01-000000000001',
  'Limited Company': '5b0c1a10-7d2e-4c61-9a01-000000000002',
  PLC: '5b0c1a10-7d2e-4c61-9a01-000000000003',
  Charity: '5b0c1a10-7d2e-4c61-9a01-000000000004',
  LLP: '5b0c1a10-7d2e-4c61-9a01-000000000005',
  'Business not registered': '5b0c1a10-7d2e-4c61-9a01-000000000006',
  Partnerships: '5b0c1a10-7d2e-4c61-9a01-000000000007',
};

export function seedCompanyTypes(): ApiSchemas['CompanyTypeReference'][] {
  return COMPANY_TYPE_NAMES.map((name) => ({ id: COMPANY_TYPE_IDS[name], text: name }));
}

/** The `companyType` part of membership info for a type, as call 4 answers it. */
export function companyTypeOf(name: CompanyTypeName) {
  return { companyTypeId: COMPANY_TYPE_IDS[name], companyType: { id: COMPANY_TYPE_IDS[name], name } };
}
