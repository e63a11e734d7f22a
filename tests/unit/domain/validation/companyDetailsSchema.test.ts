import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { MembershipInfo } from '@/domain/membership';
import {
  COMPANY_TYPE_MESSAGE,
  companyDetailsSchema,
  GENERAL_FORM_MESSAGE,
  toCompanyDetailsFormValues,
  toCompanyDetailsPayload,
  VAT_REGISTERED_MESSAGE,
  type CompanyDetailsFormValues,
} from '@/domain/validation/companyDetailsSchema';
import { COMPANY_TYPES, companyTypeId } from '../companyTypeFixtures';

// Spec §5's words, exactly.
const REGISTRATION_NUMBER_MESSAGE = 'Please enter the Company Registration Number or Charity Number in the correct format';

const schema = companyDetailsSchema(COMPANY_TYPES);
const UNKNOWN_ID = '99999999-9999-9999-9999-999999999999';

/** Each failing field with its message; {} when the form is valid. */
async function errorsOf(values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const form = (type: string, number: string, vatRegistered: CompanyDetailsFormValues['vatRegistered']) => ({
  companyTypeId: type === '' ? '' : companyTypeId(type),
  companyRegistrationOrCharityNumber: number,
  vatRegistered,
});

describe('company details messages (spec §5)', () => {
  it.each([
    { name: 'company type', message: COMPANY_TYPE_MESSAGE, text: 'Please enter the Company type' },
    { name: 'VAT registered', message: VAT_REGISTERED_MESSAGE, text: 'Please answer this question' },
    {
      name: 'general',
      message: GENERAL_FORM_MESSAGE,
      text: 'Please ensure you have entered all required fields correctly.',
    },
  ])('the $name message reads "$text"', ({ message, text }) => {
    expect(message).toBe(text);
  });
});

describe('companyDetailsSchema (spec §5)', () => {
  it.each([
    { why: 'sole trader, no number, VAT yes', values: form('Sole Trader', '', 'yes') },
    { why: 'partnership, VAT no', values: form('Partnerships', '', 'no') },
    { why: 'LLP with any text in the number', values: form('LLP', 'whatever', 'no') },
    { why: 'limited company with a company number', values: form('Limited Company', '12345678', 'yes') },
    { why: 'PLC with a Scottish number', values: form('PLC', 'SC123456', 'no') },
    { why: 'charity with a charity number', values: form('Charity', '1234567', 'no') },
    { why: 'charity with a company number', values: form('Charity', '12345678', 'yes') },
  ])('accepts $why', async ({ values }) => {
    expect(await errorsOf(values)).toEqual({});
    expect(schema.isValidSync(values)).toBe(true);
  });

  it.each([
    { why: 'no company type', values: form('', '', 'yes'), errors: { companyTypeId: COMPANY_TYPE_MESSAGE } },
    {
      why: "'Business not registered'",
      values: form('Business not registered', '', 'yes'),
      errors: { companyTypeId: COMPANY_TYPE_MESSAGE },
    },
    {
      why: 'an id missing from the reference data',
      values: { ...form('Sole Trader', '', 'yes'), companyTypeId: UNKNOWN_ID },
      errors: { companyTypeId: COMPANY_TYPE_MESSAGE },
    },
    {
      why: 'a limited company without a number',
      values: form('Limited Company', '', 'yes'),
      errors: { companyRegistrationOrCharityNumber: REGISTRATION_NUMBER_MESSAGE },
    },
    {
      why: 'a PLC with a malformed number',
      values: form('PLC', 'ABC', 'no'),
      errors: { companyRegistrationOrCharityNumber: REGISTRATION_NUMBER_MESSAGE },
    },
    {
      why: 'a charity with a 5-digit number',
      values: form('Charity', '12345', 'no'),
      errors: { companyRegistrationOrCharityNumber: REGISTRATION_NUMBER_MESSAGE },
    },
    {
      why: 'a limited company whose number is only spaces',
      values: form('Limited Company', '   ', 'yes'),
      errors: { companyRegistrationOrCharityNumber: REGISTRATION_NUMBER_MESSAGE },
    },
    {
      why: 'a number over 10 characters',
      values: form('Limited Company', ' 12345678  ', 'no'),
      errors: { companyRegistrationOrCharityNumber: REGISTRATION_NUMBER_MESSAGE },
    },
    {
      why: 'an unanswered VAT question',
      values: form('Sole Trader', '', ''),
      errors: { vatRegistered: VAT_REGISTERED_MESSAGE },
    },
    {
      why: 'a null VAT answer',
      values: { ...form('Sole Trader', '', 'yes'), vatRegistered: null },
      errors: { vatRegistered: VAT_REGISTERED_MESSAGE },
    },
    {
      why: 'a VAT answer other than yes or no',
      values: { ...form('Sole Trader', '', 'yes'), vatRegistered: 'maybe' },
      errors: { vatRegistered: VAT_REGISTERED_MESSAGE },
    },
    {
      why: 'an empty form (the number is not judged without a type)',
      values: { companyTypeId: '', companyRegistrationOrCharityNumber: '', vatRegistered: '' },
      errors: { companyTypeId: COMPANY_TYPE_MESSAGE, vatRegistered: VAT_REGISTERED_MESSAGE },
    },
    {
      why: 'null fields',
      values: { companyTypeId: null, companyRegistrationOrCharityNumber: null, vatRegistered: null },
      errors: { companyTypeId: COMPANY_TYPE_MESSAGE, vatRegistered: VAT_REGISTERED_MESSAGE },
    },
    {
      why: 'missing fields',
      values: {},
      errors: { companyTypeId: COMPANY_TYPE_MESSAGE, vatRegistered: VAT_REGISTERED_MESSAGE },
    },
  ])('refuses $why', async ({ values, errors }) => {
    expect(await errorsOf(values)).toEqual(errors);
  });
});

describe('toCompanyDetailsPayload (call 5 body)', () => {
  it.each([
    {
      why: 'a limited company keeps its number, trimmed',
      values: form('Limited Company', ' 12345678 ', 'yes'),
      payload: {
        companyTypeId: companyTypeId('Limited Company'),
        companyRegistrationOrCharityNumber: '12345678',
        vatRegistered: true,
      },
    },
    {
      why: 'a charity keeps its number',
      values: form('Charity', '123456', 'no'),
      payload: {
        companyTypeId: companyTypeId('Charity'),
        companyRegistrationOrCharityNumber: '123456',
        vatRegistered: false,
      },
    },
    {
      why: 'a sole trader sends no number, even if one was typed before changing type',
      values: form('Sole Trader', '12345678', 'no'),
      payload: {
        companyTypeId: companyTypeId('Sole Trader'),
        companyRegistrationOrCharityNumber: '',
        vatRegistered: false,
      },
    },
    {
      why: 'an LLP sends no number',
      values: form('LLP', 'OC123456', 'yes'),
      payload: {
        companyTypeId: companyTypeId('LLP'),
        companyRegistrationOrCharityNumber: '',
        vatRegistered: true,
      },
    },
  ])('$why', ({ values, payload }) => {
    expect(toCompanyDetailsPayload(values, COMPANY_TYPES)).toEqual(payload);
  });
});

describe('toCompanyDetailsFormValues (initial form values)', () => {
  const limited = companyTypeId('Limited Company');

  it.each<{ why: string; info: MembershipInfo | undefined; values: CompanyDetailsFormValues }>([
    {
      why: 'details not loaded: an empty form',
      info: undefined,
      values: { companyTypeId: '', companyRegistrationOrCharityNumber: '', vatRegistered: '' },
    },
    {
      why: 'a VAT-registered limited company',
      info: {
        companyTypeId: limited,
        companyType: { id: limited, name: 'Limited Company' },
        companyRegistrationOrCharityNumber: '12345678',
        vatRegistered: true,
      },
      values: { companyTypeId: limited, companyRegistrationOrCharityNumber: '12345678', vatRegistered: 'yes' },
    },
    {
      why: 'not VAT registered',
      info: { companyTypeId: limited, vatRegistered: false },
      values: { companyTypeId: limited, companyRegistrationOrCharityNumber: '', vatRegistered: 'no' },
    },
    {
      why: 'VAT question never answered (null)',
      info: { companyTypeId: limited, companyRegistrationOrCharityNumber: null, vatRegistered: null },
      values: { companyTypeId: limited, companyRegistrationOrCharityNumber: '', vatRegistered: '' },
    },
    {
      why: 'type known only through companyType',
      info: { companyType: { id: limited, name: 'Limited Company' }, vatRegistered: true },
      values: { companyTypeId: limited, companyRegistrationOrCharityNumber: '', vatRegistered: 'yes' },
    },
    {
      why: "'Business not registered' starts unchosen",
      info: { companyTypeId: companyTypeId('Business not registered'), vatRegistered: false },
      values: { companyTypeId: '', companyRegistrationOrCharityNumber: '', vatRegistered: 'no' },
    },
    {
      why: 'an id missing from the reference data starts unchosen',
      info: { companyTypeId: UNKNOWN_ID, vatRegistered: true },
      values: { companyTypeId: '', companyRegistrationOrCharityNumber: '', vatRegistered: 'yes' },
    },
  ])('$why', ({ info, values }) => {
    expect(toCompanyDetailsFormValues(info, COMPANY_TYPES)).toEqual(values);
  });
});
