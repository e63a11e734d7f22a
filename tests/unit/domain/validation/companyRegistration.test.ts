import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCharityNumber, isValidCompanyNumber } from '@/domain/validation/companyRegistration';
import { isValidRegistrationOrCharityNumber } from '../../../mocks/api/backend-reference/companyDetailsUpdate';
import { anyText } from '../arbitraries';

/** The reference pattern for UK company numbers (upper case), used to generate valid numbers. */
const REFERENCE_COMPANY_NUMBER =
  /^(((AC|ZC|FC|GE|LP|OC|SE|SA|SZ|SF|GS|SL|SO|SC|ES|NA|NZ|NF|GN|NL|NC|R0|NI|EN|\d{2}|SG|FE)\d{5}(\d|C|R))|((RS|SO)\d{3}(\d{3}|\d{2}[WSRCZF]|\d(FI|RS|SA|IP|US|EN|AS)|CUS))|((NI|SL)\d{5}[\dA])|(OC(([\dP]{5}[CWERTB])|([\dP]{4}(OC|CU)))))$/;

const companyNumber = fc.stringMatching(REFERENCE_COMPANY_NUMBER);
const charityNumber = fc.stringMatching(/^\d{6,8}$/);

describe('charity numbers (6 to 8 digits)', () => {
  it.each([
    { value: '12345', valid: false, why: '5 digits' },
    { value: '123456', valid: true, why: '6 digits' },
    { value: '1234567', valid: true, why: '7 digits' },
    { value: '12345678', valid: true, why: '8 digits' },
    { value: '123456789', valid: false, why: '9 digits' },
    { value: ' 1234567 ', valid: true, why: 'surrounding spaces' },
    { value: '123 456', valid: false, why: 'a space inside' },
    { value: '12345a', valid: false, why: 'a letter' },
    { value: '', valid: false, why: 'empty' },
  ])('$value → $valid ($why)', ({ value, valid }) => {
    expect(isValidCharityNumber(value)).toBe(valid);
  });
});

describe('company numbers (registry prefix, digits, letter-or-digit suffix)', () => {
  it.each([
    { value: '12345678', why: 'England and Wales: eight digits' },
    { value: '01234567', why: 'leading zero' },
    { value: 'SC123456', why: 'Scotland' },
    { value: 'NI123456', why: 'Northern Ireland' },
    { value: 'NI12345A', why: 'Northern Ireland, letter suffix' },
    { value: 'OC123456', why: 'LLP' },
    { value: 'OC1234OC', why: 'LLP, OC suffix form' },
    { value: 'SO123456', why: 'Scottish LLP' },
    { value: 'LP123456', why: 'limited partnership' },
    { value: 'FC123456', why: 'overseas company' },
    { value: 'R0123456', why: 'Northern Ireland pre-partition' },
    { value: 'AC12345C', why: 'assurance company, C suffix' },
    { value: 'RS123456', why: 'registered society' },
    { value: 'RS0012IP', why: 'registered society, two-letter suffix' },
    { value: 'SO123CUS', why: 'CUS suffix' },
    { value: 'sc123456', why: 'lower case' },
    { value: ' SC123456 ', why: 'surrounding spaces' },
  ])('accepts $value: $why', ({ value }) => {
    expect(isValidCompanyNumber(value)).toBe(true);
  });

  it.each([
    { value: '1234567', why: 'seven digits' },
    { value: '123456789', why: 'nine digits' },
    { value: 'XX123456', why: 'unknown prefix' },
    { value: 'SC12345', why: 'too few digits after the prefix' },
    { value: 'SC1234567', why: 'too many digits after the prefix' },
    { value: 'SC 123456', why: 'a space inside' },
    { value: 'SC12345X', why: 'a suffix the register does not use' },
    { value: '', why: 'empty' },
  ])('rejects $value: $why', ({ value }) => {
    expect(isValidCompanyNumber(value)).toBe(false);
  });

  it('accepts every number the reference pattern allows, in either case', () => {
    fc.assert(
      fc.property(companyNumber, (value) => isValidCompanyNumber(value) && isValidCompanyNumber(value.toLowerCase())),
    );
  });
});

describe('registration or charity number by company type (spec §5)', () => {
  it.each([
    // Types that need no number accept anything, even nothing.
    { type: 'Sole Trader', value: '', valid: true },
    { type: 'LLP', value: 'not a number', valid: true },
    { type: 'Partnerships', value: null, valid: true },
    { type: 'Business not registered', value: undefined, valid: true },
    { type: undefined, value: '', valid: true },
    // Required and missing.
    { type: 'Limited Company', value: '', valid: false },
    { type: 'Limited Company', value: '   ', valid: false },
    { type: 'PLC', value: null, valid: false },
    { type: 'Charity', value: undefined, valid: false },
    // Companies need a company number.
    { type: 'Limited Company', value: '12345678', valid: true },
    { type: 'Limited Company', value: 'SC123456', valid: true },
    { type: 'Limited Company', value: '123456', valid: false },
    { type: 'PLC', value: 'NI123456', valid: true },
    { type: 'PLC', value: '1234567', valid: false },
    // Charities: 6 to 8 digits, or a company number.
    { type: 'Charity', value: '12345', valid: false },
    { type: 'Charity', value: '123456', valid: true },
    { type: 'Charity', value: '12345678', valid: true },
    { type: 'Charity', value: '123456789', valid: false },
    { type: 'Charity', value: 'SC012345', valid: true },
    { type: 'Charity', value: 'XX12345', valid: false },
    // The 10-character limit counts the value as typed.
    { type: 'Limited Company', value: ' 12345678 ', valid: true },
    { type: 'Limited Company', value: ' 12345678  ', valid: false },
    { type: 'Charity', value: '  123456  ', valid: true },
    { type: 'Charity', value: '  123456   ', valid: false },
  ])('$type with $value → $valid', ({ type, value, valid }) => {
    expect(isValidRegistrationOrCharityNumber(type, value)).toBe(valid);
  });

  it('accepts any company number for Limited Company, PLC and Charity', () => {
    fc.assert(
      fc.property(fc.constantFrom('Limited Company', 'PLC', 'Charity'), companyNumber, (type, value) =>
        isValidRegistrationOrCharityNumber(type, value),
      ),
    );
  });

  it('accepts a charity number for a Charity', () => {
    fc.assert(fc.property(charityNumber, (value) => isValidRegistrationOrCharityNumber('Charity', value)));
  });

  it('refuses a 6- or 7-digit charity number for a company', () => {
    fc.assert(
      fc.property(fc.constantFrom('Limited Company', 'PLC'), fc.stringMatching(/^\d{6,7}$/), (type, value) =>
        !isValidRegistrationOrCharityNumber(type, value),
      ),
    );
  });

  it('refuses anything longer than 10 characters where a number is required', () => {
    fc.assert(
      fc.property(fc.constantFrom('Limited Company', 'PLC', 'Charity'), fc.string({ minLength: 11 }), (type, value) =>
        !isValidRegistrationOrCharityNumber(type, value),
      ),
    );
  });

  it('accepts anything for types that need no number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Sole Trader', 'LLP', 'Partnerships', 'Business not registered', undefined),
        fc.option(anyText(), { nil: undefined }),
        (type, value) => isValidRegistrationOrCharityNumber(type, value),
      ),
    );
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(anyText()), (type, value) => {
        const results = [
          isValidRegistrationOrCharityNumber(type ?? undefined, value),
          isValidCharityNumber(value),
          isValidCompanyNumber(value),
        ];
        return results.every((result) => typeof result === 'boolean');
      }),
    );
  });
});
