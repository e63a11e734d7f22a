import type { Crumb, RouteDefinition } from '@/routing/routeDefinition';

/** The breadcrumb trail of a page: its parents from the route table, then the page itself. */
export function breadcrumbsFor(route: RouteDefinition): Crumb[] {
  return [...route.parents, { label: route.name }];
}
