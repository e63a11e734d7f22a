import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import { programmeSignupDefaults, programmeSignupMessages, programmeSignupSchema, toProgrammeSignupRequest } from '@/domain/rewards/programmeSignupSchema';
import type { ProgrammeSignup } from '@/domain/rewards/signup';
import { canApply } from '@/domain/rewards/signup';

const nisbets = PROGRAMMES.nisbets;
const messages = programmeSignupMessages(nisbets);
const valid = { supplierAccountNumber: 'NIS55012', unitIds: ['unit-1'], consentToShareData: true };

function errorsOf(values: unknown): string[] {
  try {
    programmeSignupSchema(nisbets).validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('the programme sign-up form', () => {
  it.each([
    { case: 'a complete application', values: valid, errors: [] },
    { case: 'lower case and spaces in the account number', values: { ...valid, supplierAccountNumber: ' nis 55012 ' }, errors: [] },
    { case: 'no account number', values: { ...valid, supplierAccountNumber: '' }, errors: [messages.accountNumberRequired] },
    { case: 'a malformed account number', values: { ...valid, supplierAccountNumber: 'NIS-1' }, errors: [messages.accountNumberFormat] },
    { case: 'no unit', values: { ...valid, unitIds: [] }, errors: [messages.units] },
    { case: 'no consent', values: { ...valid, consentToShareData: false }, errors: [messages.consent] },
    {
      case: 'nothing filled in',
      values: { supplierAccountNumber: '', unitIds: [], consentToShareData: false },
      errors: [messages.accountNumberRequired, messages.units, messages.consent],
    },
  ])('$case', ({ values, errors }) => {
    expect(errorsOf(values)).toEqual(errors);
  });

  it('says why consent is needed, naming the supplier', () => {
    expect(messages.consent).toBe('You must agree to Nisbets sharing your purchase data, or we cannot work out your cashback');
    expect(messages.accountNumberRequired).toBe('Enter your Nisbets account number');
  });

  it('sends the account number tidied', () => {
    expect(toProgrammeSignupRequest({ ...valid, supplierAccountNumber: ' nis 55012' })).toEqual({ ...valid, supplierAccountNumber: 'NIS55012' });
  });

  it('never makes a request without consent (the schema lets none through)', () => {
    expect(() => toProgrammeSignupRequest({ ...valid, consentToShareData: false })).toThrow(/consent/);
  });

  it('starts a re-application from the rejected one (its units still open), asking for consent again', () => {
    const rejected = { supplierAccountNumber: 'NIS10993', unitIds: ['open', 'closed-since'] } as ProgrammeSignup;
    expect(programmeSignupDefaults(rejected, ['open', 'other'])).toEqual({ supplierAccountNumber: 'NIS10993', unitIds: ['open'], consentToShareData: false });
    expect(programmeSignupDefaults(null)).toEqual({ supplierAccountNumber: '', unitIds: [], consentToShareData: false });
  });

  it.each([
    [null, true],
    [{ status: 'Rejected' }, true],
    [{ status: 'Pending' }, false],
    [{ status: 'Approved' }, false],
  ] as const)('may apply with %j: %s', (signup, allowed) => {
    expect(canApply(signup)).toBe(allowed);
  });
});
