/** Role names of spec §6. Two depend on the configured product key ({product}Member, {product}Admin). */
export const FIXED_ROLES = {
  developer: 'developer',
  accountManager: 'accountManager',
  bioPakEmployee: 'bioPakEmployee',
  calorAdmin: 'calorAdmin',
  calorClaimsEmployee: 'calorClaimsEmployee',
  calorSignupsEmployee: 'calorSignupsEmployee',
  nisbetsEmployee: 'nisbetsEmployee',
} as const;

export const memberRole = (productKey: string) => `${productKey}Member`;
export const adminRole = (productKey: string) => `${productKey}Admin`;
export const accountStatusClaim = (productKey: string) => `${productKey}AccountStatus`;

export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes(role);
}

/** Only these roles may act for a member (impersonation); developers pass every access rule (§5 rule 5). */
export function canActForMembers(roles: readonly string[]): boolean {
  return hasRole(roles, FIXED_ROLES.accountManager) || hasRole(roles, FIXED_ROLES.developer);
}
