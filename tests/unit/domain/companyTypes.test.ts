import { describe, expect, inject, it } from 'vitest';
import {
  COMPANY_TYPE_NAMES,
  companyTypeName,
  requiresRegistrationNumber,
  selectableCompanyTypes,
} from '@/domain/companyTypes';
import { COMPANY_TYPES } from './companyTypeFixtures';

describe('company types', () => {
  it('lists the seven types of spec §3: the contract\'s enum, in its order', () => {
    const schemas = (inject('apiDocument').components as { schemas: Record<string, { enum?: unknown[] }> }).schemas;
    expect(COMPANY_TYPE_NAMES).toEqual(schemas.CompanyTypeName?.enum);
  });

  it.each([
    { type: 'Limited Company', required: true },
    { type: 'PLC', required: true },
    { type: 'Charity', required: true },
    { type: 'Sole Trader', required: false },
    { type: 'LLP', required: false },
    { type: 'Partnerships', required: false },
    { type: 'Business not registered', required: false },
    { type: 'limited company', required: false },
    { type: '', required: false },
    { type: undefined, required: false },
  ])('a registration number is required for $type: $required', ({ type, required }) => {
    expect(requiresRegistrationNumber(type)).toBe(required);
  });

  it("hides 'Business not registered' from the dropdown and keeps the rest in order", () => {
    expect(selectableCompanyTypes(COMPANY_TYPES).map((type) => type.text)).toEqual([
      'Sole Trader',
      'Limited Company',
      'PLC',
      'Charity',
      'LLP',
      'Partnerships',
    ]);
  });

  it.each([
    { id: COMPANY_TYPES[1]!.id, name: 'Limited Company' },
    { id: COMPANY_TYPES[5]!.id, name: 'Business not registered' },
    { id: '99999999-9999-9999-9999-999999999999', name: undefined },
    { id: '', name: undefined },
    { id: null, name: undefined },
    { id: undefined, name: undefined },
  ])('names the type with id $id as $name', ({ id, name }) => {
    expect(companyTypeName(COMPANY_TYPES, id)).toBe(name);
  });

  it('names nothing before the reference data has loaded', () => {
    expect(companyTypeName(undefined, COMPANY_TYPES[0]!.id)).toBeUndefined();
  });
});
