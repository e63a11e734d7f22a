// TEST DOUBLE, never shipped: the API simulator's bearer-token and member-access checks.
import { canActForMembers } from '../../../src/domain/roles';
import { errorResponse } from './responses';

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

/**
 * The caller behind the request's bearer token. Throws a 401 response (msw answers with a thrown
 * Response) when the token is missing or does not verify.
 */
export async function requireCaller(
  request: Request,
  { verifyAccessToken }: { verifyAccessToken: AccessTokenVerifier },
): Promise<CallerClaims> {
  const [scheme, token] = (request.headers.get('Authorization') ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw errorResponse(401, 'Missing bearer token');
  const caller = await verifyAccessToken(token).catch(() => null);
  if (!caller) throw errorResponse(401, 'Invalid or expired bearer token');
  return caller;
}

/**
 * The one "may this caller touch this member's data" rule: their own membership number, or a role that
 * may act for members (the portal's own rule, DESIGN.md §4). Throws a 403 response otherwise.
 */
export function requireMemberAccess(caller: CallerClaims, membershipNumber: string): void {
  if (caller.membershipNumber === membershipNumber || canActForMembers(caller.roles)) return;
  throw errorResponse(403, 'Not allowed to act for this member');
}

/**
 * Staff calls: the caller needs one of these roles (developers pass every route rule, spec §5, so here
 * too). Role names as the tokens carry them, e.g. 'larderAdmin', 'calorClaimsEmployee'. Throws a 403
 * response otherwise: a member calling a staff call, or one programme's employee another's.
 */
export function requireStaffRole(caller: CallerClaims, roles: readonly string[]): void {
  if (caller.roles.includes('developer') || roles.some((role) => caller.roles.includes(role))) return;
  throw errorResponse(403, `This needs one of the roles: ${roles.join(', ')}`);
}
