/** Spec §5 asks only that an email address contains '@'; the mail server is the real check. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.includes('@');
}
