import type { Permissions } from '@/domain/permissions';
import { FIXED_ROLES, hasRole } from '@/domain/roles';
import type { SignedInUser } from '@/domain/user';
import { isRouteAllowed } from './access';
import { isInMenu } from './menu';
import { pathTo } from '@/config/paths';
import type { RouteDefinition } from '@/router/routeDefinition';

export const DASHBOARD_PATH = pathTo('dashboard');

/**
 * Where "/" leads. Members, account managers, developers and people with no roles start on the
 * dashboard (staff there can choose a member to act for); programme staff start on their first page.
 */
export function homePath(table: readonly RouteDefinition[], user: SignedInUser, permissions: Permissions): string {
  const dashboard = table.find((route) => route.path === DASHBOARD_PATH);
  const startsOnDashboard = hasRole(user.roles, FIXED_ROLES.developer) || (dashboard && isRouteAllowed(dashboard, user.roles));
  if (startsOnDashboard) return DASHBOARD_PATH;
  const first = table.find((route) => isInMenu(route, user, permissions));
  return first?.path ?? DASHBOARD_PATH;
}
