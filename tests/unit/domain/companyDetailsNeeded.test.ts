import { describe, expect, it } from 'vitest';
import { isCompanyDetailsNeeded, type CompanyDetailsNeededInput } from '@/domain/companyDetailsNeeded';
import type { MembershipInfo } from '@/domain/membership';
import { COMPANY_TYPES, companyTypeId } from './companyTypeFixtures';

/** A member whose details are complete: a sole trader who has answered the VAT question. */
const COMPLETE: MembershipInfo = {
  companyTypeId: companyTypeId('Sole Trader'),
  companyType: { id: companyTypeId('Sole Trader'), name: 'Sole Trader' },
  companyRegistrationOrCharityNumber: null,
  vatRegistered: false,
};

const typed = (name: string, number: string | null = null): MembershipInfo => ({
  ...COMPLETE,
  companyTypeId: companyTypeId(name),
  companyType: { id: companyTypeId(name), name },
  companyRegistrationOrCharityNumber: number,
});

const input = (overrides: Partial<CompanyDetailsNeededInput>): CompanyDetailsNeededInput => ({
  isImpersonating: false,
  companyTypes: COMPANY_TYPES,
  isActiveMember: true,
  membershipInfo: COMPLETE,
  ...overrides,
});

/** Details that would need the prompt on every clause, to prove each precondition alone suppresses it. */
const INCOMPLETE: MembershipInfo = { companyTypeId: null, companyType: null, vatRegistered: null };

describe('isCompanyDetailsNeeded (spec §4)', () => {
  describe('preconditions: any one unmet means no prompt, however incomplete the details', () => {
    it.each([
      { why: 'staff are impersonating the member', overrides: { isImpersonating: true } },
      { why: 'the company types have not loaded', overrides: { companyTypes: undefined } },
      { why: 'the user is not an active member', overrides: { isActiveMember: false } },
      { why: 'the membership info has not loaded', overrides: { membershipInfo: undefined } },
    ])('no prompt when $why', ({ overrides }) => {
      expect(isCompanyDetailsNeeded(input({ membershipInfo: INCOMPLETE, ...overrides }))).toBe(false);
    });

    it('prompts for the same incomplete details once every precondition holds', () => {
      expect(isCompanyDetailsNeeded(input({ membershipInfo: INCOMPLETE }))).toBe(true);
    });
  });

  describe('clauses: any one makes the prompt needed', () => {
    it.each([
      { why: 'complete details (sole trader, VAT answered)', info: COMPLETE, needed: false },
      {
        why: 'company type missing altogether',
        info: { ...COMPLETE, companyTypeId: null, companyType: null },
        needed: true,
      },
      { why: "company type 'Business not registered'", info: typed('Business not registered'), needed: true },
      {
        why: "type 'Business not registered' known only by id",
        info: { ...COMPLETE, companyTypeId: companyTypeId('Business not registered'), companyType: null },
        needed: true,
      },
      {
        why: 'type id not in the reference data and no name',
        info: { ...COMPLETE, companyTypeId: '99999999-9999-9999-9999-999999999999', companyType: null },
        needed: true,
      },
      { why: 'Limited Company with no number', info: typed('Limited Company', null), needed: true },
      { why: 'Limited Company with an empty number', info: typed('Limited Company', ''), needed: true },
      { why: 'Limited Company with a blank number', info: typed('Limited Company', '   '), needed: true },
      { why: 'PLC with no number', info: typed('PLC', null), needed: true },
      { why: 'Charity with no number', info: typed('Charity', ''), needed: true },
      { why: 'Limited Company with a number', info: typed('Limited Company', '12345678'), needed: false },
      { why: 'PLC with a number', info: typed('PLC', 'SC123456'), needed: false },
      { why: 'Charity with a number', info: typed('Charity', '1234567'), needed: false },
      {
        why: 'Charity known only by id, no number',
        info: { ...typed('Charity', null), companyType: null },
        needed: true,
      },
      { why: 'LLP with no number (not required)', info: typed('LLP', null), needed: false },
      { why: 'Partnerships with no number (not required)', info: typed('Partnerships', null), needed: false },
      { why: 'vatRegistered null', info: { ...COMPLETE, vatRegistered: null }, needed: true },
      { why: 'vatRegistered undefined', info: { ...COMPLETE, vatRegistered: undefined }, needed: true },
      { why: 'vatRegistered true', info: { ...COMPLETE, vatRegistered: true }, needed: false },
      { why: 'vatRegistered false', info: COMPLETE, needed: false },
    ])('$why → needed: $needed', ({ info, needed }) => {
      expect(isCompanyDetailsNeeded(input({ membershipInfo: info }))).toBe(needed);
    });
  });

  it('takes the type name from companyType.name when the id is absent', () => {
    const info: MembershipInfo = { ...COMPLETE, companyTypeId: null, companyType: { id: 'x', name: 'Sole Trader' } };
    expect(isCompanyDetailsNeeded(input({ membershipInfo: info }))).toBe(false);
  });

  it('resolves the type from companyTypeId when companyType is absent', () => {
    const info: MembershipInfo = { ...COMPLETE, companyType: undefined };
    expect(isCompanyDetailsNeeded(input({ membershipInfo: info }))).toBe(false);
  });

  it('counts an empty reference-data list as loaded', () => {
    expect(isCompanyDetailsNeeded(input({ companyTypes: [], membershipInfo: INCOMPLETE }))).toBe(true);
  });
});
