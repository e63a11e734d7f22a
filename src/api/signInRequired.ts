/** The identity SDK's error codes that mean "nobody can get a token without signing in again". */
const SIGN_IN_AGAIN_CODES = new Set(['login_required', 'consent_required', 'missing_refresh_token', 'invalid_grant']);

/**
 * Whether a failed call failed because the session is over (the SDK could not get a token). Such a
 * failure is never retried and never sent to an error page: the person signs in again (spec §2: like a 401).
 */
export function isSignInRequired(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && SIGN_IN_AGAIN_CODES.has(code);
}
