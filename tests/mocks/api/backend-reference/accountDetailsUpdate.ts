// TEST DOUBLE, never shipped: how the simulated server checks the account-details body, field by field, as
// a real server would (it never trusts the portal's own checks).
import type { AccountDetails, PostalAddress } from '../../../../src/domain/account/accountDetails';
import { isValidEmail } from '../../../../src/domain/validation/email';
import { isValidPostcode, normalisePostcode } from '../../../../src/domain/validation/postcode';
import { isValidUkPhone } from '../../../../src/domain/validation/ukPhone';

/** Looks fine to the portal, but the simulator refuses it as a real address lookup might: the failed-save path. */
export const UNDELIVERABLE_POSTCODE = 'ZZ99 9ZZ';

export type AccountDetailsCheck = { ok: true; details: AccountDetails } | { ok: false; message: string };

const MAX = 100;
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

class Refused extends Error {}

function text(fields: Fields, name: string, path: string, { required }: { required: boolean }): string | null {
  const value = fields[name];
  if (value === null || value === undefined || value === '') {
    if (required) throw new Refused(`${path} is required`);
    return null;
  }
  if (typeof value !== 'string') throw new Refused(`${path} must be text`);
  const trimmed = value.trim();
  if (required && !trimmed) throw new Refused(`${path} is required`);
  if (trimmed.length > MAX) throw new Refused(`${path} must be ${MAX} characters or fewer`);
  return trimmed || null;
}

function address(value: unknown, path: string): PostalAddress {
  if (!isObject(value)) throw new Refused(`${path} must be an address`);
  // Any case, with or without the space, is taken and kept as "HG1 1AA", as the portal sends it.
  const postcode = normalisePostcode(text(value, 'postcode', `${path}.postcode`, { required: true })!);
  if (!isValidPostcode(postcode)) throw new Refused(`${path}.postcode is not a valid UK postcode`);
  if (postcode === UNDELIVERABLE_POSTCODE) throw new Refused(`${path}.postcode ${UNDELIVERABLE_POSTCODE} is not a deliverable address`);
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
    if (!isObject(body)) throw new Refused('The body must be a JSON object');
    const vatNumber = text(body, 'vatNumber', 'vatNumber', { required: false });
    if (vatNumber !== null && !/^\d{9}$/.test(vatNumber)) throw new Refused('vatNumber must be 9 digits, without GB');
    if (!isObject(body.mainContact)) throw new Refused('mainContact is required');
    const contact = body.mainContact;
    const email = text(contact, 'email', 'mainContact.email', { required: true })!;
    if (!isValidEmail(email)) throw new Refused('mainContact.email is not a valid email address');
    const phone = text(contact, 'phone', 'mainContact.phone', { required: true })!;
    if (!isValidUkPhone(phone)) throw new Refused('mainContact.phone is not a valid UK telephone number');
    const mobile = text(contact, 'mobile', 'mainContact.mobile', { required: false });
    if (mobile !== null && !isValidUkPhone(mobile)) throw new Refused('mainContact.mobile is not a valid UK telephone number');
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
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
