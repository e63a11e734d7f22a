import { generatePath } from 'react-router';
import type { Crumb, RouteDefinition } from '@/router/routeDefinition';

/**
 * The pages of one dynamic child (e.g. one unit) while one of them is on screen: the row whose
 * `dynamicChildren` list them, the name the screen gave (the unit's), and each page's address.
 */
export interface DynamicTrail {
  parent: RouteDefinition;
  name: string;
  pages: { route: RouteDefinition; to: string }[];
}

/** The trail of a page listed in a row's `dynamicChildren`, once its screen has named it; otherwise none. */
export function dynamicTrailFor(
  table: readonly RouteDefinition[],
  route: RouteDefinition,
  params: Readonly<Record<string, string | undefined>>,
  name: string | undefined,
): DynamicTrail | undefined {
  if (!name) return undefined;
  const parent = table.find((row) => row.dynamicChildren.includes(route.path));
  if (!parent) return undefined;
  const pages = parent.dynamicChildren.flatMap((path) => {
    const child = table.find((row) => row.path === path);
    return child ? [{ route: child, to: generatePath(child.path, params as Record<string, string>) }] : [];
  });
  return { parent, name, pages };
}

/**
 * The breadcrumb trail of a page: its parents from the route table, then the page itself. A dynamic page
 * sits under its parent row and the name of what it shows: Units & Premises › The Larder Café › Unit Details.
 * A crumb links only to a page the person may open (`mayOpen`): staff on Units Overview see "Units &
 * Premises" as text, since that page is a member's and would only turn them away.
 */
export function breadcrumbsFor(route: RouteDefinition, trail?: DynamicTrail, mayOpen: (path: string) => boolean = () => true): Crumb[] {
  // A section's parent crumb may be the page itself (Units & Premises): it is named once, as the page.
  const parents = route.parents
    .filter((crumb) => crumb.to !== route.path)
    .map((crumb) => (crumb.to && !mayOpen(crumb.to) ? { label: crumb.label } : crumb));
  if (!trail) return [...parents, { label: route.name }];
  const parentCrumb = parents.some((crumb) => crumb.to === trail.parent.path) ? [] : [{ label: trail.parent.name, to: trail.parent.path }];
  return [...parents, ...parentCrumb, { label: trail.name, to: trail.pages[0]?.to }, { label: route.name }];
}
