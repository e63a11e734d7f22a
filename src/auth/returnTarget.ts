/**
 * Where to send someone after sign-in. Only same-origin relative paths are accepted, so a crafted
 * link cannot bounce a member to another site after they sign in (open-redirect protection).
 */
export function safeReturnTarget(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  // "//host" and "/\host" are protocol-relative in browsers; anything with a scheme is absolute.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}
