import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  accountDetailsSchema,
  CONTACT_NAME_MESSAGE,
  normaliseVatNumber,
  toAccountDetailsFormValues,
  toAccountDetailsPayloads,
  TRADING_NAME_MESSAGE,
  VAT_NUMBER_REQUIRED_MESSAGE,
  type AccountDetailsFormValues,
} from '@/domain/account/accountDetailsSchema';
import type { AccountDetails } from '@/domain/account/accountDetails';
import { COMPANY_TYPE_MESSAGE, VAT_REGISTERED_MESSAGE } from '@/domain/validation/companyDetailsSchema';
import { COMPANY_TYPES, companyTypeId } from '../domain/companyTypeFixtures';

const schema = accountDetailsSchema(COMPANY_TYPES);

async function errorsOf(values: AccountDetailsFormValues): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const address = { line1: '12 Church Street', line2: '', town: 'Harrogate', county: '', postcode: 'HG1 1AA' };
const valid: AccountDetailsFormValues = {
  companyTypeId: companyTypeId('Limited Company'),
  companyRegistrationOrCharityNumber: '12345678',
  vatRegistered: 'yes',
  tradingName: 'The Larder Café',
  vatNumber: '287 4312 96',
  mainContact: { name: 'Priya Shah', email: 'priya@example.com', phone: '01632 960001', mobile: '' },
  mailAddress: address,
  invoiceSameAsMail: true,
  invoiceAddress: { line1: '', line2: '', town: '', county: '', postcode: '' },
};
const withContact = (contact: Partial<AccountDetailsFormValues['mainContact']>) => ({ ...valid, mainContact: { ...valid.mainContact, ...contact } });

describe('account details: the §5 rules and their exact messages in this form', () => {
  it('accepts a complete form with invoices going to the mail address (the invoice fields are not checked)', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it.each([
    { postcode: 'HG1 1AA', error: undefined },
    { postcode: 'hg1 1aa', error: undefined },
    { postcode: 'HG11AA', error: undefined },
    { postcode: 'HG1  1AA', error: undefined },
    { postcode: 'HG1-1AA', error: 'Please enter a valid postcode for the mail address with a space in the middle' },
    { postcode: '1AA', error: 'Please enter a valid postcode for the mail address with a space in the middle' },
    { postcode: '', error: 'Please enter a valid postcode for the mail address with a space in the middle' },
  ])('mail postcode "$postcode": $error', async ({ postcode, error }) => {
    expect((await errorsOf({ ...valid, mailAddress: { ...address, postcode } }))['mailAddress.postcode']).toBe(error);
  });

  it.each([
    { postcode: 'LS1 5AB', error: undefined },
    { postcode: 'ls15ab', error: undefined },
    { postcode: 'LS1-5AB', error: 'Please enter a valid postcode for the invoice address with a space in the middle' },
    { postcode: '', error: 'Please enter a valid postcode for the invoice address with a space in the middle' },
  ])('invoice postcode "$postcode" (own invoice address): $error', async ({ postcode, error }) => {
    const values = { ...valid, invoiceSameAsMail: false, invoiceAddress: { ...address, postcode } };
    expect((await errorsOf(values))['invoiceAddress.postcode']).toBe(error);
  });

  it.each([
    { email: 'priya@example.com', error: undefined },
    { email: 'priya@', error: undefined }, // the spec asks only for '@'
    { email: 'priya.example.com', error: 'Please enter a valid email address' },
    { email: '', error: 'Please enter a valid email address' },
  ])('email "$email": $error', async ({ email, error }) => {
    expect((await errorsOf(withContact({ email })))['mainContact.email']).toBe(error);
  });

  it.each([
    { phone: '01632 960001', error: undefined },
    { phone: '(01632) 960 001', error: undefined },
    { phone: '020 7946 0000', error: undefined },
    { phone: '07700 900123', error: undefined },
    { phone: '0800 123 4567', error: 'Please enter a valid UK telephone number' },
    { phone: '07700 90012', error: 'Please enter a valid UK telephone number' },
    { phone: '+44 1632 960001', error: 'Please enter a valid UK telephone number' },
    { phone: '', error: 'Please enter a valid UK telephone number' },
  ])('phone "$phone": $error', async ({ phone, error }) => {
    expect((await errorsOf(withContact({ phone })))['mainContact.phone']).toBe(error);
  });

  it.each([
    { mobile: '', error: undefined },
    { mobile: '07700 900123', error: undefined },
    { mobile: '0770090012', error: 'Please enter a valid UK telephone number' },
  ])('mobile (optional) "$mobile": $error', async ({ mobile, error }) => {
    expect((await errorsOf(withContact({ mobile })))['mainContact.mobile']).toBe(error);
  });
});

describe('account details: the company fields keep the company-details prompt’s rules', () => {
  it.each([
    { why: 'no type', values: { ...valid, companyTypeId: '' }, field: 'companyTypeId', message: COMPANY_TYPE_MESSAGE },
    {
      why: "'Business not registered'",
      values: { ...valid, companyTypeId: companyTypeId('Business not registered') },
      field: 'companyTypeId',
      message: COMPANY_TYPE_MESSAGE,
    },
    {
      why: 'a limited company without its number',
      values: { ...valid, companyRegistrationOrCharityNumber: '' },
      field: 'companyRegistrationOrCharityNumber',
      message: 'Please enter the Company Registration Number or Charity Number in the correct format',
    },
    { why: 'no VAT answer', values: { ...valid, vatRegistered: '' as const }, field: 'vatRegistered', message: VAT_REGISTERED_MESSAGE },
  ])('refuses $why', async ({ values, field, message }) => {
    expect((await errorsOf(values))[field]).toBe(message);
  });
});

describe('account details: the business and contact fields', () => {
  it.each([
    { why: 'no trading name', values: { ...valid, tradingName: '  ' }, field: 'tradingName', message: TRADING_NAME_MESSAGE },
    { why: 'no contact name', values: withContact({ name: '' }), field: 'mainContact.name', message: CONTACT_NAME_MESSAGE },
    { why: 'a VAT-registered business without its number', values: { ...valid, vatNumber: '' }, field: 'vatNumber', message: VAT_NUMBER_REQUIRED_MESSAGE },
    { why: 'a VAT number of 8 digits', values: { ...valid, vatNumber: '12345678' }, field: 'vatNumber', message: VAT_NUMBER_REQUIRED_MESSAGE },
    { why: 'no first line of the mail address', values: { ...valid, mailAddress: { ...address, line1: '' } }, field: 'mailAddress.line1', message: 'Enter the first line of the mail address' },
    { why: 'no town of the invoice address', values: { ...valid, invoiceSameAsMail: false, invoiceAddress: { ...address, town: '' } }, field: 'invoiceAddress.town', message: 'Enter the town or city of the invoice address' },
    { why: 'a trading name of 101 characters', values: { ...valid, tradingName: 'x'.repeat(101) }, field: 'tradingName', message: 'Trading name must be 100 characters or fewer' },
  ])('refuses $why', async ({ values, field, message }) => {
    expect((await errorsOf(values))[field]).toBe(message);
  });

  it('asks no VAT number of a business that is not VAT registered', async () => {
    expect(await errorsOf({ ...valid, vatRegistered: 'no', vatNumber: '' })).toEqual({});
  });

  it.each([
    ['287431296', '287431296'],
    ['287 4312 96', '287431296'],
    ['GB 287 4312 96', '287431296'],
    ['gb287431296', '287431296'],
  ])('reads the VAT number %j as %j', (typed, read) => {
    expect(normaliseVatNumber(typed)).toBe(read);
  });
});

describe('account details: to and from the API', () => {
  const details: AccountDetails = {
    tradingName: 'The Larder Café',
    vatNumber: '287431296',
    mainContact: { name: 'Priya Shah', email: 'priya@example.com', phone: '01632 960001', mobile: null },
    mailAddress: { line1: '12 Church Street', line2: null, town: 'Harrogate', county: 'North Yorkshire', postcode: 'HG1 1AA' },
    invoiceAddress: null,
  };
  const info = { companyTypeId: companyTypeId('Limited Company'), companyRegistrationOrCharityNumber: '12345678', vatRegistered: true };

  it('starts from the saved details, with "same as mail address" ticked when there is no invoice address', () => {
    const values = toAccountDetailsFormValues(details, info, COMPANY_TYPES);
    expect(values).toMatchObject({ vatRegistered: 'yes', invoiceSameAsMail: true, mainContact: { mobile: '' } });
    expect(values.mailAddress.line2).toBe('');
  });

  it('sends what it started from unchanged: empty optional fields as null, the same address as null', () => {
    const payloads = toAccountDetailsPayloads(toAccountDetailsFormValues(details, info, COMPANY_TYPES), COMPANY_TYPES);
    expect(payloads.contacts).toEqual(details);
    expect(payloads.company).toEqual({ companyTypeId: companyTypeId('Limited Company'), companyRegistrationOrCharityNumber: '12345678', vatRegistered: true });
  });

  it('sends no VAT number for a business that is not VAT registered, and the invoice address when it is its own', () => {
    const values = { ...valid, vatRegistered: 'no' as const, invoiceSameAsMail: false, invoiceAddress: { ...address, line2: ' ', postcode: 'LS1 5AB' } };
    const { contacts } = toAccountDetailsPayloads(values, COMPANY_TYPES);
    expect(contacts.vatNumber).toBeNull();
    expect(contacts.invoiceAddress).toEqual({ line1: '12 Church Street', line2: null, town: 'Harrogate', county: null, postcode: 'LS1 5AB' });
  });
});
