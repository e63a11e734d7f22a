import type { ComponentType } from 'react';
import type { IconName } from '@/components/icons/iconNames';
import type { PermissionArea } from '@/domain/permissions';
import type { PageData } from '@/session/pageData';

/** Route flags of spec §2. */
export type RouteFlag = 'member-route' | 'member-renew' | 'work-in-progress' | 'no-menu-item';

/** The menu group a route belongs to (member area, rewards, programme staff, developer). */
export type MenuGroup = 'member' | 'rewards' | 'staff' | 'developer';

/** How the page is framed: inside the portal layout, as a full page (error pages), or bare (callbacks). */
export type RouteFrame = 'layout' | 'full-page' | 'bare';

export type ScreenLoader = () => Promise<ComponentType>;

/** The page's data module (what its loader starts), loaded beside the screen's chunk; none for a page that reads no data. */
export type PageDataLoader = () => Promise<PageData | undefined>;

export interface Crumb {
  label: string;
  to?: string;
}

/** One row of the route table: the spec's route definition fields plus what the shell needs to show it. */
export interface RouteDefinition {
  /** What code calls the route by: `pathTo(id)` gives its path (src/routing/paths.ts). */
  id: string;
  /** Spec field `name`: the menu label and, unless `title` is set, the page title. */
  name: string;
  /** Spec field `path` (react-router syntax for parameters: `:unitId`). */
  path: string;
  /** Spec field `roles`: any one of them allows access (§5 rule 6). Empty: anyone (rule 2). */
  roles: readonly string[];
  flags: readonly RouteFlag[];
  /** Spec field `permissions`: areas needing FullAccess. */
  permissions: readonly PermissionArea[];
  /** Spec field `permissionsRedirect`: where a missing permission sends people (default: bad permissions). */
  permissionsRedirect?: string;
  /** Spec field `dynamicChildren`: parameterised pages under this one, never in the menu. */
  dynamicChildren: readonly string[];
  title: string;
  group: MenuGroup;
  /** Menu sub-heading and middle breadcrumb, e.g. "Calor". */
  section: string;
  /** Breadcrumb parents, outermost first. */
  parents: readonly Crumb[];
  icon?: IconName;
  frame: RouteFrame;
  /** Reachable without signing in (the sign-in callback, logout, maintenance, the login-issue page). */
  isPublic: boolean;
  /** Open to members whose account status is not accepted (spec §4 "Account status gating"). */
  allowsAnyAccountStatus: boolean;
  /**
   * Shown even when the renewal check refused (spec §4 shows the renewal screen instead of other pages):
   * Payments & Invoices, where a member pays what is holding the renewal or the suspension up.
   */
  opensWhenRenewalRefused: boolean;
  /** The lazily loaded screen, its own chunk; absent while the page is not built ("not available yet"). */
  screen?: ScreenLoader;
  /** The queries the page reads, started by the route's loader while the screen's code loads. */
  data?: PageDataLoader;
  /**
   * The page shows one member's data, so someone must be in view (staff act for a member first); the
   * words say what it shows, for the notice otherwise ("training records").
   */
  needsMember?: string;
  /** Set on the /:membershipNumber copies of member-route routes: the plain route they act for. */
  actsFor?: RouteDefinition;
}
