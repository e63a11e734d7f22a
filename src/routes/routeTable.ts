import { ERROR_PATHS } from '@/domain/errorRoutes';
import type { PermissionArea } from '@/domain/permissions';
import { adminRole, FIXED_ROLES, memberRole } from '@/domain/roles';
import type { Crumb, MenuGroup, RouteDefinition, RouteFlag, RouteFrame, ScreenLoader } from './routeDefinition';
import type { IconName } from '@/components/icons/iconNames';

/** Everything a row may say; the builder fills in the defaults. */
interface RouteSpec {
  name: string;
  path: string;
  roles?: readonly string[];
  flags?: readonly RouteFlag[];
  permissions?: readonly PermissionArea[];
  permissionsRedirect?: string;
  dynamicChildren?: readonly string[];
  title?: string;
  icon?: IconName;
  frame?: RouteFrame;
  isPublic?: boolean;
  screen?: ScreenLoader;
}

interface SectionSpec {
  group: MenuGroup;
  section: string;
  parents?: readonly Crumb[];
}

const {
  developer,
  accountManager,
  bioPakEmployee,
  calorAdmin,
  calorClaimsEmployee,
  calorSignupsEmployee,
  nisbetsEmployee,
} = FIXED_ROLES;

function section({ group, section: name, parents = [] }: SectionSpec, routes: RouteSpec[]): RouteDefinition[] {
  return routes.map((route) => ({
    name: route.name,
    path: route.path,
    roles: route.roles ?? [],
    flags: route.flags ?? [],
    permissions: route.permissions ?? [],
    permissionsRedirect: route.permissionsRedirect,
    dynamicChildren: route.dynamicChildren ?? [],
    title: route.title ?? route.name,
    group,
    section: name,
    parents,
    icon: route.icon,
    frame: route.frame ?? 'layout',
    isPublic: route.isPublic ?? false,
    screen: route.screen,
  }));
}

// Lazy screens: each is its own chunk, so the first load stays inside DESIGN.md §7's budget.
const screens = {
  starter: () => import('./StarterRedirect').then((m) => m.StarterRedirect),
  redirectCallback: () => import('@/auth/RedirectCallbackPage').then((m) => m.RedirectCallbackPage),
  logout: () => import('@/auth/LogoutPage').then((m) => m.LogoutPage),
  dashboard: () => import('@/features/member/dashboard/DashboardPage').then((m) => m.DashboardPage),
  planToRenew: () => import('@/features/member/renewal/PlanToRenewPage').then((m) => m.PlanToRenewPage),
  calorCashbackDeal: () =>
    import('@/features/rewards/calor/CalorCashbackDealPage').then((m) => m.CalorCashbackDealPage),
  calorSignup: () => import('@/features/rewards/calor/CalorSignupPage').then((m) => m.CalorSignupPage),
  calorClaims: () => import('@/features/rewards/calor/MyClaimsPage').then((m) => m.MyClaimsPage),
  calorClaimForm: () => import('@/features/rewards/calor/ClaimFormPage').then((m) => m.ClaimFormPage),
  maintenance: () => import('@/features/developer/maintenance/MaintenancePage').then((m) => m.MaintenancePage),
  developerTest: () => import('@/features/developer/diagnostics/DeveloperTestPage').then((m) => m.DeveloperTestPage),
  icons: () => import('@/features/developer/icons/IconsPage').then((m) => m.IconsPage),
  notFound: () => import('@/features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage),
  serverError: () => import('@/features/errors/pages/ServerErrorPage').then((m) => m.ServerErrorPage),
  unauthorised: () => import('@/features/errors/pages/UnauthorisedPage').then((m) => m.UnauthorisedPage),
  unknownError: () => import('@/features/errors/pages/UnknownErrorPage').then((m) => m.UnknownErrorPage),
  contactUs: () => import('@/features/errors/pages/ContactUsErrorPage').then((m) => m.ContactUsErrorPage),
  badPermissions: () => import('@/features/errors/pages/BadPermissionsPage').then((m) => m.BadPermissionsPage),
  loginIssue: () => import('@/features/errors/pages/LoginIssuePage').then((m) => m.LoginIssuePage),
  membershipError: () => import('@/features/errors/pages/MembershipErrorPage').then((m) => m.MembershipErrorPage),
} satisfies Record<string, ScreenLoader>;

export const NOT_FOUND_SCREEN = screens.notFound;
export const UNKNOWN_ERROR_SCREEN = screens.unknownError;

/**
 * The route table (spec §2, §6): the single source of truth for paths, roles, flags, permissions,
 * menu and breadcrumbs. Built per product key because two role names depend on it.
 */
export function buildRouteTable(productKey: string): RouteDefinition[] {
  const member = memberRole(productKey);
  const admin = adminRole(productKey);
  const memberArea = [member, accountManager];
  const noMenu: RouteFlag[] = ['no-menu-item'];
  const wip: RouteFlag[] = ['work-in-progress'];
  const rewards = { group: 'rewards', parents: [{ label: 'Rewards', to: '/rewards/home' }] } as const;
  const documentsRedirect = ERROR_PATHS.membership;

  return [
    ...section({ group: 'member', section: 'Start' }, [
      { name: 'Home', path: '/', flags: noMenu, screen: screens.starter, frame: 'bare' },
      { name: 'Home', path: '/starter', flags: noMenu, screen: screens.starter, frame: 'bare' },
      { name: 'Signing in', path: '/redirect', flags: noMenu, isPublic: true, frame: 'bare', screen: screens.redirectCallback },
      { name: 'Logout', path: '/account/logout', flags: noMenu, isPublic: true, frame: 'bare', screen: screens.logout },
    ]),
    ...section({ group: 'member', section: 'Member area' }, [
      { name: 'Dashboard', path: '/dashboard/home', flags: ['member-route', 'member-renew'], icon: 'dashboard', screen: screens.dashboard },
      { name: 'My Gas Engineer', path: '/my-gas-engineer', roles: [member], icon: 'gas' },
      { name: 'Help Videos', path: '/help/videos', roles: memberArea, icon: 'help' },
    ]),
    ...section({ group: 'member', section: 'My account', parents: [{ label: 'My account' }] }, [
      { name: 'Account Details', path: '/myaccount/details', roles: memberArea, icon: 'account' },
      { name: 'Payments & Invoices', path: '/myaccount/payments', roles: memberArea, icon: 'payments' },
      { name: 'Upgrade', path: '/myaccount/upgrade', roles: memberArea, icon: 'upgrade', title: 'Upgrade Membership' },
      { name: 'Renew', path: '/myaccount/renew', roles: memberArea, flags: ['no-menu-item', 'member-renew'], title: 'Renew Membership' },
      { name: 'Plan to Renew', path: '/myaccount/plan-to-renew', roles: memberArea, flags: noMenu, screen: screens.planToRenew },
      { name: 'No Plan to Renew', path: '/myaccount/no-plan-to-renew', roles: memberArea, flags: noMenu },
    ]),
    ...section({ group: 'member', section: 'Documents', parents: [{ label: 'Documents' }] }, [
      { name: 'Risk Assessments', path: '/documents/risk-assessments', roles: memberArea, permissions: ['tradingUnits'], permissionsRedirect: documentsRedirect, icon: 'documents' },
      { name: 'Company Documents', path: '/documents/company', roles: memberArea, permissions: ['companyDocuments'], permissionsRedirect: documentsRedirect, icon: 'documents' },
      { name: 'Health & Safety Policy', path: '/documents/company/health-and-safety-policy', roles: memberArea, permissions: ['companyDocuments'], permissionsRedirect: documentsRedirect, icon: 'documents' },
      { name: 'COSHH', path: '/documents/company/coshh', roles: memberArea, permissions: ['companyDocuments'], permissionsRedirect: documentsRedirect, icon: 'documents' },
      { name: 'Food Safety Risk Assessment', path: '/documents/company/food-safety-risk-assessment', roles: memberArea, flags: noMenu, permissions: ['companyDocuments'], permissionsRedirect: documentsRedirect },
      { name: 'Health & Safety Risk Assessment', path: '/documents/company/health-and-safety-risk-assessment', roles: memberArea, flags: noMenu, permissions: ['companyDocuments'], permissionsRedirect: documentsRedirect },
      { name: 'Fire Safety Risk Assessment', path: '/documents/company/fire-safety-risk-assessment', roles: memberArea, flags: noMenu, permissions: ['companyDocuments'], permissionsRedirect: documentsRedirect },
    ]),
    ...section({ group: 'member', section: 'Units & premises', parents: [{ label: 'Units & Premises', to: '/unit-premises' }] }, [
      { name: 'Units & Premises', path: '/unit-premises', roles: memberArea, permissions: ['tradingUnits'], dynamicChildren: ['/unit-premises/:unitId/details', '/unit-premises/:unitId/documents'], icon: 'premises' },
      { name: 'Create New Unit', path: '/unit-premises/new', flags: ['member-route'], permissions: ['tradingUnits'], icon: 'premises' },
      { name: 'Unit Details', path: '/unit-premises/:unitId/details', flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'] },
      { name: 'Unit Documents', path: '/unit-premises/:unitId/documents', flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'] },
      { name: 'Units Overview', path: '/unit-premises/overview', roles: [admin, accountManager], icon: 'premises' },
    ]),
    ...section({ group: 'member', section: 'Training', parents: [{ label: 'Training' }] }, [
      { name: 'Trainees', path: '/training/trainees', roles: memberArea, permissions: ['training'], icon: 'training' },
      { name: 'Trainee', path: '/training/trainees/:id', roles: memberArea, flags: noMenu, permissions: ['training'] },
      { name: 'Courses', path: '/training/courses', roles: memberArea, icon: 'training' },
      { name: 'Certificates', path: '/training/certificates', roles: memberArea, icon: 'training' },
    ]),
    ...section({ group: 'member', section: 'Wallet', parents: [{ label: 'Wallet', to: '/wallet' }] }, [
      { name: 'Wallet', path: '/wallet', roles: memberArea, permissions: ['wallet'], icon: 'wallet' },
      { name: 'Wallet Scheme Breakdown', path: '/wallet/schemes/:schemeType', roles: memberArea, flags: noMenu, permissions: ['wallet'] },
    ]),
    ...section({ ...rewards, section: 'Rewards', parents: [] }, [
      { name: 'Home', path: '/rewards/home', roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Rewards' },
      { name: 'Booker Vouchers', path: '/rewards/vouchers/booker', roles: memberArea, permissions: ['rewards'], icon: 'rewards' },
    ]),
    ...section({ ...rewards, section: 'Calor', parents: [...rewards.parents, { label: 'Calor' }] }, [
      { name: 'Cashback Deal', path: '/rewards/calor/cashback-deal', roles: memberArea, permissions: ['rewards'], icon: 'gas', title: 'Calor Cashback Deal', screen: screens.calorCashbackDeal },
      { name: 'Sign Up', path: '/rewards/calor/signup', roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Calor Sign Up', screen: screens.calorSignup },
      { name: 'My Claims', path: '/rewards/calor/claims', roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'My Calor Claims', screen: screens.calorClaims },
      { name: 'Claim Form', path: '/rewards/calor/claim-form', roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'Calor Claim Form', screen: screens.calorClaimForm },
    ]),
    ...section({ ...rewards, section: 'BioPak', parents: [...rewards.parents, { label: 'BioPak' }] }, [
      { name: 'Cashback Deal', path: '/rewards/biopak/cashback-deal', roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'BioPak Cashback Deal' },
      { name: 'Sign Up', path: '/rewards/biopak/signup', roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'BioPak Sign Up' },
    ]),
    ...section({ ...rewards, section: 'Nisbets', parents: [...rewards.parents, { label: 'Nisbets' }] }, [
      { name: 'My Cashback', path: '/rewards/nisbets/cashback-deal', roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Nisbets My Cashback' },
      { name: 'Signup', path: '/rewards/nisbets/signup', roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Nisbets Signup' },
    ]),
    ...section({ ...rewards, section: 'Booker', parents: [...rewards.parents, { label: 'Booker' }] }, [
      { name: 'Cashback Deal', path: '/rewards/booker/cashback-deal', roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'rewards', title: 'Booker Cashback Deal' },
      { name: 'Sign Up', path: '/rewards/booker/signup', roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'signup', title: 'Booker Sign Up' },
    ]),
    ...section({ group: 'staff', section: 'BioPak programme', parents: [{ label: 'BioPak programme' }] }, [
      { name: 'Periods', path: '/biopak/periods', roles: [admin], icon: 'periods', title: 'BioPak Periods' },
      { name: 'Period', path: '/biopak/periods/:periodId', roles: [admin], flags: noMenu, title: 'BioPak Period' },
      { name: 'Signups', path: '/biopak/signups', roles: [admin, bioPakEmployee], icon: 'signup', title: 'BioPak Signups' },
    ]),
    ...section({ group: 'staff', section: 'Booker programme', parents: [{ label: 'Booker programme' }] }, [
      { name: 'Periods', path: '/booker/periods', roles: [admin], flags: wip, icon: 'periods', title: 'Booker Periods' },
      { name: 'Period', path: '/booker/periods/:periodId', roles: [admin], flags: ['work-in-progress', 'no-menu-item'], title: 'Booker Period' },
      { name: 'Signups', path: '/booker/signups', roles: [admin], flags: wip, icon: 'signup', title: 'Booker Signups' },
    ]),
    ...section({ group: 'staff', section: 'Calor programme', parents: [{ label: 'Calor programme' }] }, [
      { name: 'Periods', path: '/calor/periods', roles: [admin], icon: 'periods', title: 'Calor Periods' },
      { name: 'Period', path: '/calor/periods/:periodId', roles: [admin], flags: noMenu, title: 'Calor Period' },
      { name: 'Signups', path: '/calor/signups', roles: [admin, calorSignupsEmployee], icon: 'signup', title: 'Calor Signups' },
      { name: 'Claims', path: '/calor/claims', roles: [calorClaimsEmployee], icon: 'claims', title: 'Calor Claims' },
      { name: 'Claims Audit', path: '/calor/claims/audit', roles: [calorAdmin], icon: 'claims', title: 'Calor Claims Audit' },
    ]),
    ...section({ group: 'staff', section: 'Nisbets programme', parents: [{ label: 'Nisbets programme' }] }, [
      { name: 'Periods', path: '/nisbets/periods', roles: [admin], icon: 'periods', title: 'Nisbets Periods' },
      { name: 'Period', path: '/nisbets/periods/:periodId', roles: [admin], flags: noMenu, title: 'Nisbets Period' },
      { name: 'Signups', path: '/nisbets/signups', roles: [admin, nisbetsEmployee], icon: 'signup', title: 'Nisbets Signups' },
    ]),
    ...section({ group: 'staff', section: 'Administration', parents: [{ label: 'Administration' }] }, [
      { name: 'BACS Files', path: '/finance/bacs-files-management', roles: [admin], icon: 'finance', title: 'BACS Files Management' },
      { name: 'Default Food Safety Documents', path: '/default-documents/food-safety', roles: [admin], icon: 'documents' },
    ]),
    ...section({ group: 'developer', section: 'Developer', parents: [{ label: 'Developer' }] }, [
      { name: 'Maintenance', path: '/maintenance', roles: [developer], icon: 'settings', isPublic: true, screen: screens.maintenance },
      { name: 'Test', path: '/test', roles: [developer], icon: 'developer', title: 'Developer Diagnostics', screen: screens.developerTest },
      { name: 'Icons', path: '/icons', roles: [developer], icon: 'developer', screen: screens.icons },
    ]),
    // Error pages have no roles so that any redirect can land on them; the menu lists them for developers only.
    ...section({ group: 'developer', section: 'Error pages' }, [
      { name: 'Not Found (404)', path: ERROR_PATHS.notFound, frame: 'full-page', icon: 'error', screen: screens.notFound },
      { name: 'Server Error (500)', path: ERROR_PATHS.serverError, frame: 'full-page', icon: 'error', screen: screens.serverError },
      { name: 'Not Authorised (401)', path: ERROR_PATHS.unauthorised, frame: 'full-page', icon: 'error', screen: screens.unauthorised },
      { name: 'Unknown Error', path: ERROR_PATHS.unknown, frame: 'full-page', icon: 'error', screen: screens.unknownError },
      { name: 'Contact Us', path: ERROR_PATHS.contactUs, frame: 'full-page', icon: 'error', screen: screens.contactUs },
      { name: 'Bad Permissions', path: ERROR_PATHS.badPermissions, frame: 'full-page', icon: 'error', screen: screens.badPermissions },
      { name: 'Login Issue', path: ERROR_PATHS.loginIssue, frame: 'full-page', icon: 'error', isPublic: true, screen: screens.loginIssue },
      { name: 'Membership', path: ERROR_PATHS.membership, frame: 'full-page', icon: 'error', screen: screens.membershipError },
    ]),
  ].map((route) => withMemberRouteRoles(route, memberArea));
}

/** member-route routes default to roles {product}Member and accountManager (spec §5). */
function withMemberRouteRoles(route: RouteDefinition, memberArea: readonly string[]): RouteDefinition {
  return route.flags.includes('member-route') && route.roles.length === 0 ? { ...route, roles: memberArea } : route;
}

/** Each member-route also exists as /:membershipNumber + path, for account managers only (spec §2). */
export function memberRouteCopies(table: readonly RouteDefinition[]): RouteDefinition[] {
  return table
    .filter((route) => route.flags.includes('member-route'))
    .map((route) => ({
      ...route,
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
