/**
 * Spec §5: letters or digits, one space, then letters or digits. Only the shape is checked (the space is
 * what the downstream systems need), not that the postcode exists. Surrounding spaces are ignored.
 */
const POSTCODE_PATTERN = /^[A-Za-z0-9]+ [A-Za-z0-9]+$/;

export const MAIL_POSTCODE_MESSAGE = 'Please enter a valid postcode for the mail address with a space in the middle';
export const INVOICE_POSTCODE_MESSAGE =
  'Please enter a valid postcode for the invoice address with a space in the middle';

export function isValidPostcode(value: unknown): boolean {
  return typeof value === 'string' && POSTCODE_PATTERN.test(value.trim());
}

/** A postcode as the downstream systems store it: capitals, no spaces around, single spaces inside. */
export function tidyPostcode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}
