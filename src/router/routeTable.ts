import type { IconName } from '@/components/icons/iconNames';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { PATHS, type PathId } from '@/config/paths';
import type { PermissionArea } from '@/domain/permissions';
import { FIXED_ROLES } from '@/domain/roles';
import type { Crumb, MenuGroup, PageDataLoader, RouteDefinition, RouteFlag, RouteFrame, ScreenLoader } from '@/router/routeDefinition';
import { pageFiles, screenArea, type ScreenArea } from '@/router/screens/screenArea';

/** Everything a row may say; the builder fills in the defaults. */
interface RouteSpec {
  /** Also the path's name in the leaf registry (PATHS) and, in a section with an area, the page's in its list. */
  id: PathId;
  name: string;
  /** Written as the spec writes them: '{product}Member', '{product}Admin' are resolved per product key. */
  roles?: readonly string[];
  flags?: readonly RouteFlag[];
  permissions?: readonly PermissionArea[];
  permissionsRedirect?: string;
  dynamicChildren?: readonly string[];
  title?: string;
  icon?: IconName;
  frame?: RouteFrame;
  isPublic?: boolean;
  allowsAnyAccountStatus?: boolean;
  opensWhenRenewalRefused?: boolean;
  /** The screen, a lazily loaded chunk: by default the row's id in its section's area (`pages`). */
  screen?: ScreenLoader;
  /** The page's data module: by default the area's, beside the screen. */
  data?: PageDataLoader;
  /** What the page shows of the member in view, for the notice when there is none (staff not acting). */
  needsMember?: string;
}

interface SectionSpec {
  group: MenuGroup;
  section: string;
  parents?: readonly Crumb[];
}

/**
 * Keeps each row's literal id, so routeRow and RouteId are typed by the table itself. A row without a screen
 * of its own takes its page from the section's area by its id; TypeScript checks the area lists that id.
 */
function section<const Rows extends readonly (RouteSpec & ({ id: Id } | { screen: ScreenLoader }))[], Id extends string = never>(
  { pages, ...spec }: SectionSpec & { pages?: ScreenArea<Id> },
  rows: Rows,
) {
  return rows.map((row) => ({ ...(pages && !row.screen && pages.page(row.id as Id)), ...spec, ...row })) as unknown as {
    readonly [K in keyof Rows]: Rows[K] & SectionSpec;
  };
}

// Each area's screens and data modules are listed in a chunk of their own, loaded with its first page, so
// the first load holds no screen's chunk names (src/router/screens/screenArea.ts, DESIGN.md §7).
const memberPages = screenArea(() => import('@/router/screens/memberScreens').then((m) => m.memberScreens));
const rewardsList = () => import('@/router/screens/rewardsScreens');
const rewardsPages = screenArea(() => rewardsList().then((m) => m.rewardsScreens));
const staffPages = screenArea(() => import('@/router/screens/staffScreens').then((m) => m.staffScreens));
const developerPages = screenArea(() => import('@/router/screens/developerScreens').then((m) => m.developerScreens));
const errorPages = screenArea(() => import('@/router/screens/errorScreens').then((m) => m.errorScreens));
// Screens named by their file: the module exports the component and its `pageData`; no line in a list.
const rewardsFiles = pageFiles('/src/features/rewards', () => rewardsList().then((m) => m.rewardsPageFiles));

const starterRedirect = () => import('@/router/StarterRedirect').then((m) => m.StarterRedirect);

// The spec's role names; {product} is the configured product key (DESIGN.md: `larder` by default).
const MEMBER = '{product}Member';
const ADMIN = '{product}Admin';
const { developer, accountManager, bioPakEmployee, calorAdmin, calorClaimsEmployee, calorSignupsEmployee, nisbetsEmployee } =
  FIXED_ROLES;
const memberArea = [MEMBER, accountManager] as const;
const noMenu = ['no-menu-item'] as const;
const wip = ['work-in-progress'] as const;
const rewards = [{ label: 'Rewards', to: '/rewards/home' }] as const;
// Spec §4: a documents permission missing sends a member to the membership error page.
const documents = { roles: memberArea, permissions: ['companyDocuments'], permissionsRedirect: ERROR_PATHS.membership } as const;

/**
 * The route table (spec §2, §6): the single source of truth for paths, roles, flags, permissions,
 * menu, breadcrumbs and screens. Adding a screen is one row. Rows without a screen say plainly that
 * the page is not available yet.
 */
export const ROUTE_ROWS = [
  ...section({ group: 'member', section: 'Start' }, [
    { id: 'root', name: 'Home', flags: noMenu, frame: 'bare', screen: starterRedirect },
    { id: 'starter', name: 'Home', flags: noMenu, frame: 'bare', screen: starterRedirect },
    { id: 'signInCallback', name: 'Signing in', flags: noMenu, isPublic: true, frame: 'bare', screen: () => import('@/auth/RedirectCallbackPage').then((m) => m.RedirectCallbackPage) },
    { id: 'logout', name: 'Logout', flags: noMenu, isPublic: true, allowsAnyAccountStatus: true, frame: 'bare', screen: () => import('@/auth/LogoutPage').then((m) => m.LogoutPage) },
  ]),
  ...section({ group: 'member', section: 'Member area', pages: memberPages }, [
    { id: 'dashboard', name: 'Dashboard', flags: ['member-route', 'member-renew'], allowsAnyAccountStatus: true, icon: 'dashboard' },
    { id: 'myGasEngineer', name: 'My Gas Engineer', roles: [MEMBER], icon: 'gas', needsMember: 'gas safety records' },
    { id: 'helpVideos', name: 'Help Videos', roles: memberArea, icon: 'help' },
  ]),
  ...section({ group: 'member', section: 'My account', parents: [{ label: 'My account' }], pages: memberPages }, [
    { id: 'accountDetails', name: 'Account Details', roles: memberArea, icon: 'account', needsMember: 'account details' },
    { id: 'payments', name: 'Payments & Invoices', roles: memberArea, allowsAnyAccountStatus: true, opensWhenRenewalRefused: true, icon: 'payments', needsMember: 'payments' },
    { id: 'upgrade', name: 'Upgrade Membership', roles: memberArea, icon: 'upgrade', needsMember: 'membership tiers and upgrade prices' },
    { id: 'renew', name: 'Renew', roles: memberArea, flags: ['no-menu-item', 'member-renew'], allowsAnyAccountStatus: true, title: 'Renew Membership' },
    { id: 'planToRenew', name: 'Plan to Renew', roles: memberArea, flags: noMenu, needsMember: 'renewal answers' },
    { id: 'noPlanToRenew', name: 'No Plan to Renew', roles: memberArea, flags: noMenu, needsMember: 'renewal answers' },
  ]),
  ...section({ group: 'member', section: 'Documents', parents: [{ label: 'Documents' }], pages: memberPages }, [
    { id: 'riskAssessments', name: 'Risk Assessments', roles: memberArea, permissions: ['tradingUnits'], permissionsRedirect: ERROR_PATHS.membership, icon: 'documents', needsMember: 'risk assessments' },
    { id: 'companyDocuments', name: 'Company Documents', ...documents, icon: 'documents', needsMember: 'company documents' },
    { id: 'inspectionPack', name: 'Inspection pack', ...documents, flags: noMenu, needsMember: 'company documents' },
    { id: 'healthAndSafetyPolicy', name: 'Health & Safety Policy', ...documents, icon: 'documents', needsMember: 'company documents' },
    { id: 'coshh', name: 'COSHH', ...documents, icon: 'documents', needsMember: 'company documents' },
    { id: 'foodSafetyRiskAssessment', name: 'Food Safety Risk Assessment', ...documents, flags: noMenu, needsMember: 'company documents' },
    { id: 'healthAndSafetyRiskAssessment', name: 'Health & Safety Risk Assessment', ...documents, flags: noMenu, needsMember: 'company documents' },
    { id: 'fireSafetyRiskAssessment', name: 'Fire Safety Risk Assessment', ...documents, flags: noMenu, needsMember: 'company documents' },
  ]),
  ...section({ group: 'member', section: 'Units & premises', parents: [{ label: 'Units & Premises', to: '/unit-premises' }], pages: memberPages }, [
    { id: 'unitPremises', name: 'Units & Premises', roles: memberArea, permissions: ['tradingUnits'], dynamicChildren: ['/unit-premises/:unitId/details', '/unit-premises/:unitId/documents'], icon: 'premises', needsMember: 'units and premises' },
    { id: 'newUnit', name: 'Create New Unit', flags: ['member-route'], permissions: ['tradingUnits'], icon: 'premises', needsMember: 'units and premises' },
    { id: 'unitDetails', name: 'Unit Details', flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'], needsMember: 'units and premises' },
    { id: 'unitDocuments', name: 'Unit Documents', flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'], needsMember: 'unit documents' },
    { id: 'unitsOverview', name: 'Units Overview', roles: [ADMIN, accountManager], icon: 'premises', ...staffPages.page('unitsOverview') },
  ]),
  ...section({ group: 'member', section: 'Training', parents: [{ label: 'Training' }], pages: memberPages }, [
    { id: 'trainees', name: 'Trainees', roles: memberArea, permissions: ['training'], icon: 'training', needsMember: 'training records' },
    { id: 'trainee', name: 'Trainee', roles: memberArea, flags: noMenu, permissions: ['training'], needsMember: 'training records' },
    { id: 'courses', name: 'Courses', roles: memberArea, icon: 'training' },
    { id: 'certificates', name: 'Certificates', roles: memberArea, icon: 'training', needsMember: 'training records' },
  ]),
  ...section({ group: 'member', section: 'Wallet', parents: [{ label: 'Wallet', to: '/wallet' }], pages: memberPages }, [
    { id: 'wallet', name: 'Wallet', roles: memberArea, permissions: ['wallet'], icon: 'wallet', needsMember: 'wallet' },
    { id: 'walletScheme', name: 'Wallet Scheme Breakdown', roles: memberArea, flags: noMenu, permissions: ['wallet'], needsMember: 'wallet' },
  ]),
  ...section({ group: 'rewards', section: 'Rewards', pages: rewardsPages }, [
    { id: 'rewardsHome', name: 'Home', roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Rewards', needsMember: 'rewards' },
    { id: 'bookerVouchers', name: 'Booker Vouchers', roles: memberArea, permissions: ['rewards'], icon: 'rewards', needsMember: 'Booker vouchers' },
  ]),
  ...section({ group: 'rewards', section: 'Calor', parents: [...rewards, { label: 'Calor' }], pages: rewardsPages }, [
    { id: 'calorCashbackDeal', name: 'Cashback Deal', roles: memberArea, permissions: ['rewards'], icon: 'gas', title: 'Calor Cashback Deal', needsMember: 'Calor cashback' },
    { id: 'calorSignup', name: 'Sign Up', roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Calor Sign Up', needsMember: 'Calor cashback' },
    { id: 'calorClaims', name: 'My Claims', roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'My Calor Claims', needsMember: 'Calor cashback' },
    { id: 'calorClaimForm', name: 'Claim Form', roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'Calor Claim Form', needsMember: 'Calor cashback' },
    { id: 'calorStatements', name: 'Statements', roles: memberArea, permissions: ['rewards'], icon: 'payments', title: 'Calor Statements', needsMember: 'Calor cashback', ...rewardsFiles.page('calor/CalorStatementsPage') },
  ]),
  ...section({ group: 'rewards', section: 'BioPak', parents: [...rewards, { label: 'BioPak' }], pages: rewardsPages }, [
    { id: 'bioPakCashbackDeal', name: 'Cashback Deal', roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'BioPak Cashback Deal', needsMember: 'BioPak cashback' },
    { id: 'bioPakSignup', name: 'Sign Up', roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'BioPak Sign Up', needsMember: 'BioPak cashback' },
  ]),
  ...section({ group: 'rewards', section: 'Nisbets', parents: [...rewards, { label: 'Nisbets' }], pages: rewardsPages }, [
    { id: 'nisbetsCashbackDeal', name: 'My Cashback', roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Nisbets My Cashback', needsMember: 'Nisbets cashback' },
    { id: 'nisbetsSignup', name: 'Signup', roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Nisbets Signup', needsMember: 'Nisbets cashback' },
  ]),
  ...section({ group: 'rewards', section: 'Booker', parents: [...rewards, { label: 'Booker' }], pages: rewardsPages }, [
    { id: 'bookerCashbackDeal', name: 'Cashback Deal', roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'rewards', title: 'Booker Cashback Deal', needsMember: 'Booker cashback' },
    { id: 'bookerSignup', name: 'Sign Up', roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'signup', title: 'Booker Sign Up', needsMember: 'Booker cashback' },
  ]),
  ...section({ group: 'staff', section: 'BioPak programme', parents: [{ label: 'BioPak programme' }], pages: staffPages }, [
    { id: 'bioPakPeriods', name: 'Periods', roles: [ADMIN], icon: 'periods', title: 'BioPak Periods' },
    { id: 'bioPakPeriod', name: 'Period', roles: [ADMIN], flags: noMenu, title: 'BioPak Period' },
    { id: 'bioPakSignups', name: 'Signups', roles: [ADMIN, bioPakEmployee], icon: 'signup', title: 'BioPak Signups' },
  ]),
  ...section({ group: 'staff', section: 'Booker programme', parents: [{ label: 'Booker programme' }], pages: staffPages }, [
    { id: 'bookerPeriods', name: 'Periods', roles: [ADMIN], flags: wip, icon: 'periods', title: 'Booker Periods' },
    { id: 'bookerPeriod', name: 'Period', roles: [ADMIN], flags: ['work-in-progress', 'no-menu-item'], title: 'Booker Period' },
    { id: 'bookerSignups', name: 'Signups', roles: [ADMIN], flags: wip, icon: 'signup', title: 'Booker Signups' },
  ]),
  ...section({ group: 'staff', section: 'Calor programme', parents: [{ label: 'Calor programme' }], pages: staffPages }, [
    { id: 'calorPeriods', name: 'Periods', roles: [ADMIN], icon: 'periods', title: 'Calor Periods' },
    { id: 'calorPeriod', name: 'Period', roles: [ADMIN], flags: noMenu, title: 'Calor Period' },
    { id: 'calorSignups', name: 'Signups', roles: [ADMIN, calorSignupsEmployee], icon: 'signup', title: 'Calor Signups' },
    { id: 'calorClaimsReview', name: 'Claims', roles: [calorClaimsEmployee], icon: 'claims', title: 'Calor Claims' },
    { id: 'calorClaimsAudit', name: 'Claims Audit', roles: [calorAdmin], icon: 'claims', title: 'Calor Claims Audit' },
  ]),
  ...section({ group: 'staff', section: 'Nisbets programme', parents: [{ label: 'Nisbets programme' }], pages: staffPages }, [
    { id: 'nisbetsPeriods', name: 'Periods', roles: [ADMIN], icon: 'periods', title: 'Nisbets Periods' },
    { id: 'nisbetsPeriod', name: 'Period', roles: [ADMIN], flags: noMenu, title: 'Nisbets Period' },
    { id: 'nisbetsSignups', name: 'Signups', roles: [ADMIN, nisbetsEmployee], icon: 'signup', title: 'Nisbets Signups' },
  ]),
  ...section({ group: 'staff', section: 'Administration', parents: [{ label: 'Administration' }], pages: staffPages }, [
    { id: 'bacsFiles', name: 'BACS Files', roles: [ADMIN], icon: 'finance' },
    { id: 'defaultFoodSafety', name: 'Default Food Safety Documents', roles: [ADMIN], icon: 'documents' },
  ]),
  ...section({ group: 'developer', section: 'Developer', parents: [{ label: 'Developer' }], pages: developerPages }, [
    { id: 'maintenance', name: 'Maintenance', roles: [developer], icon: 'settings', isPublic: true },
    { id: 'developerTest', name: 'Diagnostics', roles: [developer], icon: 'developer', title: 'Developer Diagnostics' },
    { id: 'icons', name: 'Icons', roles: [developer], icon: 'developer' },
  ]),
  // Error pages have no roles so that any redirect can land on them; the menu lists them for developers only.
  ...section({ group: 'developer', section: 'Error pages', pages: errorPages }, [
    { id: 'notFound', name: 'Not Found (404)', frame: 'full-page', icon: 'error' },
    { id: 'serverError', name: 'Server Error (500)', frame: 'full-page', icon: 'error' },
    { id: 'unauthorised', name: 'Not Authorised (401)', frame: 'full-page', icon: 'error' },
    { id: 'unknownError', name: 'Unknown Error', frame: 'full-page', icon: 'error' },
    { id: 'contactUs', name: 'Contact Us', frame: 'full-page', icon: 'error' },
    { id: 'badPermissions', name: 'Bad Permissions', frame: 'full-page', icon: 'error' },
    { id: 'loginIssue', name: 'Login Issue', frame: 'full-page', icon: 'error', isPublic: true },
    { id: 'membershipError', name: 'Membership', frame: 'full-page', icon: 'error' },
  ]),
] as const;

export type RouteRow = (typeof ROUTE_ROWS)[number];
export type RouteId = RouteRow['id'];

/** The row of a route, by id. */
export function routeRow<Id extends RouteId>(id: Id): Extract<RouteRow, { id: Id }> {
  return ROUTE_ROWS.find((row) => row.id === id) as Extract<RouteRow, { id: Id }>;
}

const resolveRoles = (roles: readonly string[], productKey: string) => roles.map((role) => role.replace('{product}', productKey));

function toDefinition(row: RouteSpec & SectionSpec, productKey: string): RouteDefinition {
  const flags = row.flags ?? [];
  // member-route routes default to roles {product}Member and accountManager (spec §5).
  const roles = row.roles ?? (flags.includes('member-route') ? memberArea : []);
  return {
    id: row.id,
    name: row.name,
    path: PATHS[row.id],
    roles: resolveRoles(roles, productKey),
    flags,
    permissions: row.permissions ?? [],
    permissionsRedirect: row.permissionsRedirect,
    dynamicChildren: row.dynamicChildren ?? [],
    title: row.title ?? row.name,
    group: row.group,
    section: row.section,
    parents: row.parents ?? [],
    icon: row.icon,
    frame: row.frame ?? 'layout',
    isPublic: row.isPublic ?? false,
    allowsAnyAccountStatus: row.allowsAnyAccountStatus ?? false,
    opensWhenRenewalRefused: row.opensWhenRenewalRefused ?? false,
    screen: row.screen,
    data: row.data,
    needsMember: row.needsMember,
  };
}

/** The route table with the roles named for the configured product key (two role names depend on it). */
export function buildRouteTable(productKey: string): RouteDefinition[] {
  return (ROUTE_ROWS as readonly (RouteSpec & SectionSpec)[]).map((row) => toDefinition(row, productKey));
}

/** Each member-route also exists as /:membershipNumber + path, for account managers only (spec §2). */
export function memberRouteCopies(table: readonly RouteDefinition[]): RouteDefinition[] {
  return table
    .filter((route) => route.flags.includes('member-route'))
    .map((route) => ({
      ...route,
      id: `${route.id}ForMember`,
      path: `/:membershipNumber${route.path}`,
      roles: [FIXED_ROLES.accountManager],
      flags: ['no-menu-item'],
      permissions: [],
      permissionsRedirect: undefined,
      dynamicChildren: [],
      frame: 'bare',
      actsFor: route,
    }));
}
