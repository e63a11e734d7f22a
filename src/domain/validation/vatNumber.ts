/** Spec §5/§9: the claim's VAT number is optional, but when given it is exactly 9 digits. */
const VAT_NUMBER_PATTERN = /^\d{9}$/;

export const VAT_NUMBER_MESSAGE = 'VAT number must be 9 digits when supplied';

export function isValidVatNumber(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed === '' || VAT_NUMBER_PATTERN.test(trimmed);
}
