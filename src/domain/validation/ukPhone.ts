/**
 * Spec §5: after removing spaces and parentheses, 0 then either a digit 1–6 and 8 to 10 more digits
 * (landlines and 05/06 ranges) or 7 and exactly 9 more digits (mobiles). Other ranges (08, 09) are refused.
 */
const UK_PHONE_PATTERN = /^0(?:[1-6]\d{8,10}|7\d{9})$/;
const IGNORED_CHARACTERS = /[\s()]/g;

export const UK_PHONE_MESSAGE = 'Please enter a valid UK telephone number';

export function isValidUkPhone(value: unknown): boolean {
  return typeof value === 'string' && UK_PHONE_PATTERN.test(value.replace(IGNORED_CHARACTERS, ''));
}
