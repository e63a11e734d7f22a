import { string } from 'yup';

/**
 * Spec §5: letters or digits, one space, then letters or digits. Only the shape is checked, not that the
 * postcode exists. Checked on the normalised postcode (normalisePostcode), so people may type any case,
 * with or without the space (DESIGN.md §10, GOV.UK's postcode guidance).
 */
const POSTCODE_PATTERN = /^[A-Za-z0-9]+ [A-Za-z0-9]+$/;

/** A UK postcode's inward code (the part after the space) is always three characters: "8AA" in "HG5 8AA". */
const INWARD_CODE_LENGTH = 3;

export const MAIL_POSTCODE_MESSAGE = 'Please enter a valid postcode for the mail address with a space in the middle';
export const INVOICE_POSTCODE_MESSAGE =
  'Please enter a valid postcode for the invoice address with a space in the middle';

export function isValidPostcode(value: unknown): boolean {
  return typeof value === 'string' && POSTCODE_PATTERN.test(value.trim());
}

/**
 * A postcode as people type it, as it is kept: upper case, no spaces but one before the last three
 * characters ("hg58aa" and " hg5  8aa " → "HG5 8AA"). Three characters or fewer get no space: they
 * cannot be a postcode. Anything but letters and digits (a dash) is left as typed, in capitals with
 * single spaces, for the check to refuse: moving a space round it would only confuse.
 */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9]*$/.test(compact)) return value.trim().replace(/\s+/g, ' ').toUpperCase();
  if (compact.length <= INWARD_CODE_LENGTH) return compact;
  return `${compact.slice(0, -INWARD_CODE_LENGTH)} ${compact.slice(-INWARD_CODE_LENGTH)}`;
}

/**
 * A yup postcode: normalised first (so validation and the saved value see "HG5 8AA"), then held to the
 * §5 shape with the field's own message. Empty fails the same check unless `emptyMessage` says otherwise.
 */
export function postcodeSchema(message: string, emptyMessage: string = message) {
  return string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? normalisePostcode(value) : ''))
    .required(emptyMessage)
    .test('postcode', message, (value) => !value || isValidPostcode(value)); // empty is required()'s to say
}
