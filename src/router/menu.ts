import type { ExternalLinks } from '@/config/config';
import { FIXED_ROLES, hasRole, memberRole, adminRole } from '@/domain/roles';
import type { Permissions } from '@/domain/permissions';
import type { SignedInUser } from '@/domain/user';
import type { MenuEntry, MenuSection } from '@/layout/menuTypes';
import { isRouteAllowed, permissionsRedirect } from './access';
import type { DynamicTrail } from './breadcrumbs';
import type { MenuGroup, RouteDefinition } from '@/router/routeDefinition';

const GROUP_ORDER: readonly MenuGroup[] = ['member', 'rewards', 'staff', 'developer'];

/** The ten external links of spec §2, each shown to the roles it serves, when configured. */
export function externalLinkEntries(links: ExternalLinks, user: SignedInUser, productKey: string): MenuEntry[] {
  const member = hasRole(user.roles, memberRole(productKey));
  const staff =
    hasRole(user.roles, FIXED_ROLES.accountManager) ||
    hasRole(user.roles, adminRole(productKey)) ||
    hasRole(user.roles, FIXED_ROLES.developer);
  const memberOrManager = member || hasRole(user.roles, FIXED_ROLES.accountManager) || hasRole(user.roles, FIXED_ROLES.developer);
  const candidates: { label: string; href?: string; show: boolean }[] = [
    { label: 'Control Panel', href: links.controlPanel, show: staff },
    { label: 'Digital SMS', href: links.digitalSms, show: memberOrManager },
    { label: 'Send Documents', href: links.sendDocuments, show: memberOrManager },
    { label: 'Work Opportunities', href: links.workOpportunities, show: memberOrManager },
    { label: 'My Food Hygiene', href: links.myFoodHygiene, show: memberOrManager },
    { label: 'My Local Authority', href: links.myLocalAuthority, show: member },
    { label: 'My WorkOpps', href: links.myWorkopps, show: memberOrManager },
    { label: 'For Sale Items', href: links.forSale, show: memberOrManager },
    { label: 'Member Resources', href: links.memberResources, show: member },
    { label: 'Contact Us', href: links.contactUs, show: user.roles.length > 0 },
  ];
  return candidates
    .filter((link): link is { label: string; href: string; show: true } => Boolean(link.href) && link.show)
    .map(({ label, href }) => ({ kind: 'external', label, href, icon: 'external' }));
}

/** Whether a route is listed in the menu for this person. */
export function isInMenu(route: RouteDefinition, user: SignedInUser, permissions: Permissions): boolean {
  if (route.flags.includes('no-menu-item') || route.actsFor) return false;
  if (route.path.includes(':')) return false; // parameterised pages are reached from their parent
  // The developer group (tools and error-page previews) is for developers only.
  if (route.group === 'developer') return hasRole(user.roles, FIXED_ROLES.developer);
  if (!isRouteAllowed(route, user.roles)) return false;
  // Pages the person would be turned away from are left out; developers see work in progress.
  return permissionsRedirect(route, permissions) === null;
}

/**
 * The menu, built from the route table and grouped by section in table order. While a dynamic page is on
 * screen (`dynamicTrail`), its pages are listed under their parent, named after what they show.
 */
export function buildMenu(
  table: readonly RouteDefinition[],
  {
    user,
    permissions,
    links,
    productKey,
    dynamicTrail,
  }: { user: SignedInUser; permissions: Permissions; links: ExternalLinks; productKey: string; dynamicTrail?: DynamicTrail },
): MenuSection[] {
  const sections = new Map<string, MenuSection>();
  const ordered = [...table].sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));
  for (const route of ordered) {
    if (!isInMenu(route, user, permissions)) continue;
    const section = sections.get(route.section) ?? { title: route.section, entries: [] };
    section.entries.push({ kind: 'route', label: route.name, to: route.path, icon: route.icon });
    if (dynamicTrail?.parent.id === route.id)
      for (const page of dynamicTrail.pages)
        section.entries.push({ kind: 'route', label: `${dynamicTrail.name}: ${page.route.name}`, to: page.to, nested: true });
    sections.set(route.section, section);
  }
  const external = externalLinkEntries(links, user, productKey);
  const result = [...sections.values()];
  if (external.length) result.push({ title: 'Links', entries: external });
  return result;
}
