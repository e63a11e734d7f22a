// TEST DOUBLE, never shipped: the API simulator's bearer-token and member-access checks.
import { problem } from './responses';

/** What the simulator knows about the caller, read from a verified access token. */
export interface CallerClaims {
  subject: string;
  roles: string[];
  membershipNumber?: string;
}

export type AccessTokenVerifier = (token: string) => Promise<CallerClaims | null>;

/** Custom claims carry the namespace as a plain prefix, e.g. `https://larder.local/` + `roles`. */
export function namespacedClaim(claimsNamespace: string, name: string): string {
  return `${claimsNamespace}${name}`;
}

export function callerClaimsFromPayload(payload: Record<string, unknown>, claimsNamespace: string): CallerClaims {
  const roles = payload[namespacedClaim(claimsNamespace, 'roles')];
  const membershipNumber = payload[namespacedClaim(claimsNamespace, 'membershipNumber')];
  return {
    subject: typeof payload.sub === 'string' ? payload.sub : '',
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    membershipNumber: typeof membershipNumber === 'string' && membershipNumber ? membershipNumber : undefined,
  };
}

/** The challenge every 401 carries (RFC 6750): where to get a token, and why this one was not taken. */
const challenge = (error?: 'invalid_token') => ({ 'WWW-Authenticate': `Bearer realm="larder"${error ? `, error="${error}"` : ''}` });

/**
 * The caller behind the request's bearer token. Throws a 401 problem (msw answers with a thrown Response)
 * when the token is missing or does not verify. Who may make the call is the contract gate's
 * (handlers/contractGate.ts), read from the operation's `x-roles`.
 */
export async function requireCaller(
  request: Request,
  { verifyAccessToken }: { verifyAccessToken: AccessTokenVerifier },
): Promise<CallerClaims> {
  const [scheme, token] = (request.headers.get('Authorization') ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw problem(401, 'unauthenticated', 'Missing bearer token', { headers: challenge() });
  const caller = await verifyAccessToken(token).catch(() => null);
  if (!caller) throw problem(401, 'unauthenticated', 'Invalid or expired bearer token', { headers: challenge('invalid_token') });
  return caller;
}
