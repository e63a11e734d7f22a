import { accountStatusClaim } from '@/domain/roles';
import { UNKNOWN_USER, type SignedInUser } from '@/domain/user';

type Claims = Record<string, unknown>;

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** Builds the signed-in user from ID-token claims (DESIGN.md §3), honouring the claims namespace. */
export function userFromClaims(
  claims: Claims | undefined,
  { namespace, productKey }: { namespace: string; productKey: string },
): SignedInUser {
  if (!claims || !asString(claims.sub)) return UNKNOWN_USER;
  const claim = (name: string): unknown => claims[`${namespace}${name}`] ?? claims[name];
  const roles = claim('roles');
  return {
    id: asString(claims.sub)!,
    name: asString(claims.name),
    email: asString(claim('email')),
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    membershipNumber: asString(claim('membershipNumber')),
    accountId: asString(claim('accountId')),
    accountStatus: asString(claim(accountStatusClaim(productKey))),
    memberType: asString(claim('memberType')),
  };
}
