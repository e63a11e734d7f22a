// TEST DOUBLE, never shipped: how the simulated server checks the account-details body, field by field, as
// a real server would (it never trusts the portal's own checks).
import type { AccountDetails, PostalAddress } from '../../../../src/domain/account/accountDetails';
import { isValidEmail } from '../../../../src/domain/validation/email';
import { isValidPostcode, normalisePostcode } from '../../../../src/domain/validation/postcode';
import { isValidUkPhone } from '../../../../src/domain/validation/ukPhone';
import { invalid, refuse, type Refusal } from './refusal';

/** Looks fine to the portal, but the simulator refuses it as a real address lookup might: the failed-save path. */
export const UNDELIVERABLE_POSTCODE = 'ZZ99 9ZZ';

export type AccountDetailsCheck = { ok: true; details: AccountDetails } | Refusal;

const MAX = 100;
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field refused: its path (`mailAddress.postcode`), and the code when it is more than bad input. */
class Refused extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly code = 'invalid-request',
  ) {
    super(message);
  }
}

function text(fields: Fields, name: string, path: string, { required }: { required: boolean }): string | null {
  const value = fields[name];
  if (value === null || value === undefined || value === '') {
    if (required) throw new Refused(`${path} is required`, path);
    return null;
  }
  if (typeof value !== 'string') throw new Refused(`${path} must be text`, path);
  const trimmed = value.trim();
  if (required && !trimmed) throw new Refused(`${path} is required`, path);
  if (trimmed.length > MAX) throw new Refused(`${path} must be ${MAX} characters or fewer`, path);
  return trimmed || null;
}

function address(value: unknown, path: string): PostalAddress {
  if (!isObject(value)) throw new Refused(`${path} must be an address`, path);
  // Any case, with or without the space, is taken and kept as "HG1 1AA", as the portal sends it.
  const postcode = normalisePostcode(text(value, 'postcode', `${path}.postcode`, { required: true })!);
  if (!isValidPostcode(postcode)) throw new Refused(`${path}.postcode is not a valid UK postcode`, `${path}.postcode`);
  if (postcode === UNDELIVERABLE_POSTCODE) throw new Refused(`${path}.postcode ${UNDELIVERABLE_POSTCODE} is not a deliverable address`, `${path}.postcode`, 'postcode-undeliverable');
  return {
    line1: text(value, 'line1', `${path}.line1`, { required: true })!,
    line2: text(value, 'line2', `${path}.line2`, { required: false }),
    town: text(value, 'town', `${path}.town`, { required: true })!,
    county: text(value, 'county', `${path}.county`, { required: false }),
    postcode,
  };
}

export function checkAccountDetailsUpdate(body: unknown): AccountDetailsCheck {
  try {
    if (!isObject(body)) throw new Refused('The body must be a JSON object', '');
    const vatNumber = text(body, 'vatNumber', 'vatNumber', { required: false });
    if (vatNumber !== null && !/^\d{9}$/.test(vatNumber)) throw new Refused('vatNumber must be 9 digits, without GB', 'vatNumber');
    if (!isObject(body.mainContact)) throw new Refused('mainContact is required', 'mainContact');
    const contact = body.mainContact;
    const email = text(contact, 'email', 'mainContact.email', { required: true })!;
    if (!isValidEmail(email)) throw new Refused('mainContact.email is not a valid email address', 'mainContact.email');
    const phone = text(contact, 'phone', 'mainContact.phone', { required: true })!;
    if (!isValidUkPhone(phone)) throw new Refused('mainContact.phone is not a valid UK telephone number', 'mainContact.phone');
    const mobile = text(contact, 'mobile', 'mainContact.mobile', { required: false });
    if (mobile !== null && !isValidUkPhone(mobile)) throw new Refused('mainContact.mobile is not a valid UK telephone number', 'mainContact.mobile');
    return {
      ok: true,
      details: {
        tradingName: text(body, 'tradingName', 'tradingName', { required: true })!,
        vatNumber,
        mainContact: { name: text(contact, 'name', 'mainContact.name', { required: true })!, email, phone, mobile },
        mailAddress: address(body.mailAddress, 'mailAddress'),
        invoiceAddress: body.invoiceAddress === null || body.invoiceAddress === undefined ? null : address(body.invoiceAddress, 'invoiceAddress'),
      },
    };
  } catch (error) {
    if (error instanceof Refused) return error.code === 'invalid-request' ? invalid(error.message, error.field) : refuse(400, error.code, error.message, error.field);
    throw error;
  }
}
