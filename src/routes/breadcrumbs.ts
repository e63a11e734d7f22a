import type { Crumb, RouteDefinition } from '@/routing/routeDefinition';

/**
 * The breadcrumb trail of a page: its parents from the route table, then the page itself. A section's
 * parent that is the page itself (Wallet on /wallet) is left out, so no trail says a page's name twice.
 */
export function breadcrumbsFor(route: RouteDefinition): Crumb[] {
  return [...route.parents.filter((parent) => parent.to !== route.path), { label: route.name }];
}
