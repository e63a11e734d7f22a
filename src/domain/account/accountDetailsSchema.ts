import { boolean, object, string, type ObjectSchema } from 'yup';
import type { CompanyTypeReference, MembershipInfo } from '../membership';
import {
  companyDetailsSchema,
  toCompanyDetailsFormValues,
  toCompanyDetailsPayload,
  type CompanyDetailsFormValues,
  type CompanyDetailsPayload,
} from '../validation/companyDetailsSchema';
import { EMAIL_MESSAGE, isValidEmail } from '../validation/email';
import { INVOICE_POSTCODE_MESSAGE, MAIL_POSTCODE_MESSAGE, normalisePostcode, postcodeSchema } from '../validation/postcode';
import { isValidUkPhone, UK_PHONE_MESSAGE } from '../validation/ukPhone';
import type { AccountDetails, PostalAddress } from './accountDetails';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

export interface AddressFormValues {
  line1: string;
  line2: string;
  town: string;
  county: string;
  postcode: string;
}

/** The account details form: the company-details prompt's fields (same rules) and the business's contacts. */
export interface AccountDetailsFormValues extends CompanyDetailsFormValues {
  tradingName: string;
  vatNumber: string;
  mainContact: { name: string; email: string; phone: string; mobile: string };
  mailAddress: AddressFormValues;
  /** Ticked by default: invoices go to the mail address. */
  invoiceSameAsMail: boolean;
  invoiceAddress: AddressFormValues;
}

export const TRADING_NAME_MESSAGE = 'Enter your trading name';
export const VAT_NUMBER_REQUIRED_MESSAGE = 'Enter your 9-digit VAT number';
export const CONTACT_NAME_MESSAGE = "Please enter the main contact's name";
export const TEXT_MAX_LENGTH = REQUEST_LIMITS.PostalAddress.line1.maxLength;
export const tooLongMessage = (what: string) => `${what} must be ${TEXT_MAX_LENGTH} characters or fewer`;

/** Each address's own words: the spec gives the postcode's, and the others follow its pattern. */
export const ADDRESS_MESSAGES = {
  mail: {
    line1: 'Enter the first line of the mail address',
    town: 'Enter the town or city of the mail address',
    postcode: MAIL_POSTCODE_MESSAGE,
  },
  invoice: {
    line1: 'Enter the first line of the invoice address',
    town: 'Enter the town or city of the invoice address',
    postcode: INVOICE_POSTCODE_MESSAGE,
  },
} as const;

/** A UK VAT number as people write it ('GB 123 4567 89'): spaces and the GB prefix dropped. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replace(/^GB/, '');
}

const nullAsEmpty = (value: unknown) => value ?? '';
const text = () => string().default('').transform(nullAsEmpty).trim();
const optionalText = (what: string) => limitedText(text(), what, { text: 'line' }).max(TEXT_MAX_LENGTH, tooLongMessage(what));
const requiredText = (message: string, what: string) => limitedText(text().required(message), what, { text: 'line' }).max(TEXT_MAX_LENGTH, tooLongMessage(what));

function addressSchema(which: keyof typeof ADDRESS_MESSAGES) {
  const messages = ADDRESS_MESSAGES[which];
  return object({
    line1: requiredText(messages.line1, 'Address line 1'),
    line2: optionalText('Address line 2'),
    town: requiredText(messages.town, 'Town or city'),
    county: optionalText('County'),
    // Normalised first ("hg11aa" is HG1 1AA). Empty fails with the same words: the spec gives one message per postcode.
    postcode: postcodeSchema(messages.postcode),
  });
}

/** The invoice address is checked only when it is not the mail address. */
const unlessSameAsMail = ([sameAsMail]: unknown[], schema: ReturnType<typeof addressSchema>) =>
  sameAsMail ? object({ line1: text(), line2: text(), town: text(), county: text(), postcode: text() }) : schema;

/**
 * Spec §5 throughout: the company fields keep the prompt's rules and messages; email, UK phone and each
 * postcode use the §5 rules with their exact words (the invoice postcode its own). The VAT number is asked
 * only of a VAT-registered business. Built per company-type list, like the prompt's schema.
 */
export function accountDetailsSchema(companyTypes: CompanyTypeReference[]): ObjectSchema<AccountDetailsFormValues> {
  return companyDetailsSchema(companyTypes).shape({
    tradingName: requiredText(TRADING_NAME_MESSAGE, 'Trading name'),
    vatNumber: text().when('vatRegistered', ([vatRegistered]: unknown[], schema) =>
      vatRegistered === 'yes'
        ? schema.required(VAT_NUMBER_REQUIRED_MESSAGE).test('vat-number', VAT_NUMBER_REQUIRED_MESSAGE, (value) =>
            /^\d{9}$/.test(normaliseVatNumber(value ?? '')),
          )
        : schema,
    ),
    mainContact: object({
      name: requiredText(CONTACT_NAME_MESSAGE, 'Name'),
      email: limitedText(text(), 'Email', { text: 'line' }).test('email', EMAIL_MESSAGE, (value) => isValidEmail(value)),
      phone: text().test('uk-phone', UK_PHONE_MESSAGE, (value) => isValidUkPhone(value)),
      mobile: text().test('uk-phone', UK_PHONE_MESSAGE, (value) => !value || isValidUkPhone(value)),
    }),
    mailAddress: addressSchema('mail'),
    invoiceSameAsMail: boolean().default(true).required(),
    invoiceAddress: addressSchema('invoice').when('invoiceSameAsMail', unlessSameAsMail),
  }) as unknown as ObjectSchema<AccountDetailsFormValues>;
}

const EMPTY_ADDRESS: AddressFormValues = { line1: '', line2: '', town: '', county: '', postcode: '' };

function toAddressValues(address: PostalAddress | null | undefined): AddressFormValues {
  if (!address) return { ...EMPTY_ADDRESS };
  return {
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    town: address.town ?? '',
    county: address.county ?? '',
    postcode: address.postcode ?? '',
  };
}

/** The form's starting values: the member's company fields (as the prompt reads them) and their contacts. */
export function toAccountDetailsFormValues(
  details: AccountDetails,
  info: MembershipInfo | undefined,
  companyTypes: readonly CompanyTypeReference[],
): AccountDetailsFormValues {
  return {
    ...toCompanyDetailsFormValues(info, companyTypes),
    tradingName: details.tradingName ?? '',
    vatNumber: details.vatNumber ?? '',
    mainContact: {
      name: details.mainContact?.name ?? '',
      email: details.mainContact?.email ?? '',
      phone: details.mainContact?.phone ?? '',
      mobile: details.mainContact?.mobile ?? '',
    },
    mailAddress: toAddressValues(details.mailAddress),
    invoiceSameAsMail: details.invoiceAddress === null,
    invoiceAddress: toAddressValues(details.invoiceAddress),
  };
}

const orNull = (value: string) => value.trim() || null;

function toAddress(values: AddressFormValues): PostalAddress {
  return {
    line1: values.line1.trim(),
    line2: orNull(values.line2),
    town: values.town.trim(),
    county: orNull(values.county),
    postcode: normalisePostcode(values.postcode),
  };
}

/** What the two saves send: call 5's company fields, and the contacts call's body. */
export function toAccountDetailsPayloads(
  values: AccountDetailsFormValues,
  companyTypes: readonly CompanyTypeReference[],
): { company: CompanyDetailsPayload; contacts: AccountDetails } {
  return {
    company: toCompanyDetailsPayload(values, companyTypes),
    contacts: {
      tradingName: values.tradingName.trim(),
      vatNumber: values.vatRegistered === 'yes' ? normaliseVatNumber(values.vatNumber) : null,
      mainContact: {
        name: values.mainContact.name.trim(),
        email: values.mainContact.email.trim(),
        phone: values.mainContact.phone.trim(),
        mobile: orNull(values.mainContact.mobile),
      },
      mailAddress: toAddress(values.mailAddress),
      invoiceAddress: values.invoiceSameAsMail ? null : toAddress(values.invoiceAddress),
    },
  };
}

/** Whether two payloads say the same thing, so only the part that changed is sent. */
export function samePayload(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
