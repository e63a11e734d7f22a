import { isAcceptedAccountStatus } from '@/domain/accountStatus';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { grants, type Permissions } from '@/domain/permissions';
import { FIXED_ROLES, hasRole, memberRole } from '@/domain/roles';
import type { SignedInUser } from '@/domain/user';
import { pathTo } from '@/config/paths';
import type { RouteDefinition } from '@/router/routeDefinition';

export const MAINTENANCE_PATH = pathTo('maintenance');

export interface AccessContext {
  user: SignedInUser;
  isAuthenticated: boolean;
  permissions: Permissions;
  maintenanceMode: boolean;
  productKey: string;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in' }
  | { kind: 'redirect'; to: string; guard: 'maintenance' | 'account-status' | 'route-access' | 'permissions' };

const isDeveloper = (user: SignedInUser) => hasRole(user.roles, FIXED_ROLES.developer);
const isErrorPage = (route: RouteDefinition) => (Object.values(ERROR_PATHS) as string[]).includes(route.path);

/** Guard 1 (spec §4): while maintenance mode is on, everyone but developers goes to /maintenance. */
export function maintenanceRedirect(route: RouteDefinition, context: AccessContext): string | null {
  if (!context.maintenanceMode || route.path === MAINTENANCE_PATH || isDeveloper(context.user)) return null;
  return MAINTENANCE_PATH;
}

/** Guard 2 (spec §4): every page but the public ones needs someone signed in. */
export function needsSignIn(route: RouteDefinition, context: AccessContext): boolean {
  if (route.path === MAINTENANCE_PATH && context.maintenanceMode) return false;
  return !route.isPublic && !context.isAuthenticated;
}

/**
 * Guard 3 (spec §4): members whose account status is not Active or Renew Soon go to the membership
 * error page, except on the pages the table marks `allowsAnyAccountStatus` and the error pages themselves. It reads the member's own
 * status claim, so staff (who have none) are not affected.
 */
export function accountStatusRedirect(route: RouteDefinition, context: AccessContext): string | null {
  const { user } = context;
  if (!hasRole(user.roles, memberRole(context.productKey))) return null;
  if (isAcceptedAccountStatus(user.accountStatus)) return null;
  if (route.isPublic || isErrorPage(route) || route.allowsAnyAccountStatus) return null;
  return ERROR_PATHS.membership;
}

/** Guard 4: spec §5 "Route access", its six rules in order. */
export function isRouteAllowed(route: RouteDefinition, roles: readonly string[]): boolean {
  const developer = hasRole(roles, FIXED_ROLES.developer);
  if (route.flags.includes('work-in-progress')) return developer; // 1
  if (route.roles.length === 0) return true; // 2
  if (route.flags.includes('member-renew') && roles.length === 0) return true; // 3
  if (roles.length === 0) return false; // 4
  if (developer) return true; // 5
  return route.roles.some((role) => roles.includes(role)); // 6
}

/** Guard 5 (spec §4, §6): every permission the route needs must be FullAccess. */
export function permissionsRedirect(route: RouteDefinition, permissions: Permissions): string | null {
  if (route.permissions.every((area) => grants(permissions, area))) return null;
  return route.permissionsRedirect ?? ERROR_PATHS.badPermissions;
}

/** The whole guard chain as one decision, in the spec's order. */
export function decideAccess(route: RouteDefinition, context: AccessContext): AccessDecision {
  const maintenance = maintenanceRedirect(route, context);
  if (maintenance) return { kind: 'redirect', to: maintenance, guard: 'maintenance' };
  if (route.path === MAINTENANCE_PATH && context.maintenanceMode) return { kind: 'allow' };
  if (needsSignIn(route, context)) return { kind: 'sign-in' };
  const status = accountStatusRedirect(route, context);
  if (status) return { kind: 'redirect', to: status, guard: 'account-status' };
  if (!isRouteAllowed(route, context.user.roles))
    return { kind: 'redirect', to: ERROR_PATHS.unauthorised, guard: 'route-access' };
  const permissions = permissionsRedirect(route, context.permissions);
  if (permissions) return { kind: 'redirect', to: permissions, guard: 'permissions' };
  return { kind: 'allow' };
}
