import type { IconName } from '@/components/icons/iconNames';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { PATHS } from '@/config/paths';
import type { PermissionArea } from '@/domain/permissions';
import { FIXED_ROLES } from '@/domain/roles';
import type { Crumb, MenuGroup, PageDataLoader, RouteDefinition, RouteFlag, RouteFrame, ScreenLoader } from '@/router/routeDefinition';
import { pageFiles, screenArea } from '@/router/screens/screenArea';

/** Everything a row may say; the builder fills in the defaults. */
interface RouteSpec {
  id: string;
  name: string;
  path: string;
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
  /** The screen, a lazily loaded chunk: `memberPages.screen('dashboard')`, its area's list naming the import. */
  screen?: ScreenLoader;
  /** The page's data module: `memberPages.data('dashboard')`. */
  data?: PageDataLoader;
  /** What the page shows of the member in view, for the notice when there is none (staff not acting). */
  needsMember?: string;
}

interface SectionSpec {
  group: MenuGroup;
  section: string;
  parents?: readonly Crumb[];
}

/** Keeps each row's literal id and path, so `pathTo` (paths.ts) is typed by the table itself. */
function section<const Rows extends readonly RouteSpec[]>(spec: SectionSpec, rows: Rows) {
  return rows.map((row) => ({ ...spec, ...row })) as unknown as { readonly [K in keyof Rows]: Rows[K] & SectionSpec };
}

// Each area's screens and data modules are listed in a chunk of their own, loaded with its first page, so
// the first load holds no screen's chunk names (src/router/screens/screenArea.ts, DESIGN.md §7).
const memberPages = screenArea(() => import('@/router/screens/memberScreens').then((m) => m.memberScreens));
const rewardsPages = screenArea(() => import('@/router/screens/rewardsScreens').then((m) => m.rewardsScreens));
const staffPages = screenArea(() => import('@/router/screens/staffScreens').then((m) => m.staffScreens));
const developerPages = screenArea(() => import('@/router/screens/developerScreens').then((m) => m.developerScreens));
const errorPages = screenArea(() => import('@/router/screens/errorScreens').then((m) => m.errorScreens));
// Screens named by their file: the module exports the component and its `pageData`; no line in a list.
const rewardsFiles = pageFiles('/src/features/rewards', () => import('@/router/screens/rewardsScreens').then((m) => m.rewardsPageFiles));

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
    { id: 'root', name: 'Home', path: PATHS.root, flags: noMenu, frame: 'bare', screen: () => import('@/router/StarterRedirect').then((m) => m.StarterRedirect) },
    { id: 'starter', name: 'Home', path: PATHS.starter, flags: noMenu, frame: 'bare', screen: () => import('@/router/StarterRedirect').then((m) => m.StarterRedirect) },
    { id: 'signInCallback', name: 'Signing in', path: PATHS.signInCallback, flags: noMenu, isPublic: true, frame: 'bare', screen: () => import('@/auth/RedirectCallbackPage').then((m) => m.RedirectCallbackPage) },
    { id: 'logout', name: 'Logout', path: PATHS.logout, flags: noMenu, isPublic: true, allowsAnyAccountStatus: true, frame: 'bare', screen: () => import('@/auth/LogoutPage').then((m) => m.LogoutPage) },
  ]),
  ...section({ group: 'member', section: 'Member area' }, [
    { id: 'dashboard', name: 'Dashboard', path: PATHS.dashboard, flags: ['member-route', 'member-renew'], allowsAnyAccountStatus: true, icon: 'dashboard', data: memberPages.data('dashboard'), screen: memberPages.screen('dashboard') },
    { id: 'myGasEngineer', name: 'My Gas Engineer', path: PATHS.myGasEngineer, roles: [MEMBER], icon: 'gas', needsMember: 'gas safety records', data: memberPages.data('myGasEngineer'), screen: memberPages.screen('myGasEngineer') },
    { id: 'helpVideos', name: 'Help Videos', path: PATHS.helpVideos, roles: memberArea, icon: 'help', screen: memberPages.screen('helpVideos') },
  ]),
  ...section({ group: 'member', section: 'My account', parents: [{ label: 'My account' }] }, [
    { id: 'accountDetails', name: 'Account Details', path: PATHS.accountDetails, roles: memberArea, icon: 'account', needsMember: 'account details', data: memberPages.data('accountDetails'), screen: memberPages.screen('accountDetails') },
    { id: 'payments', name: 'Payments & Invoices', path: PATHS.payments, roles: memberArea, allowsAnyAccountStatus: true, opensWhenRenewalRefused: true, icon: 'payments', needsMember: 'payments', data: memberPages.data('payments'), screen: memberPages.screen('payments') },
    { id: 'upgrade', name: 'Upgrade Membership', path: PATHS.upgrade, roles: memberArea, icon: 'upgrade', needsMember: 'membership tiers and upgrade prices', data: memberPages.data('upgrade'), screen: memberPages.screen('upgrade') },
    { id: 'renew', name: 'Renew', path: PATHS.renew, roles: memberArea, flags: ['no-menu-item', 'member-renew'], allowsAnyAccountStatus: true, title: 'Renew Membership', data: memberPages.data('renew'), screen: memberPages.screen('renew') },
    { id: 'planToRenew', name: 'Plan to Renew', path: PATHS.planToRenew, roles: memberArea, flags: noMenu, needsMember: 'renewal answers', data: memberPages.data('planToRenew'), screen: memberPages.screen('planToRenew') },
    { id: 'noPlanToRenew', name: 'No Plan to Renew', path: PATHS.noPlanToRenew, roles: memberArea, flags: noMenu, needsMember: 'renewal answers', data: memberPages.data('noPlanToRenew'), screen: memberPages.screen('noPlanToRenew') },
  ]),
  ...section({ group: 'member', section: 'Documents', parents: [{ label: 'Documents' }] }, [
    { id: 'riskAssessments', name: 'Risk Assessments', path: PATHS.riskAssessments, roles: memberArea, permissions: ['tradingUnits'], permissionsRedirect: ERROR_PATHS.membership, icon: 'documents', needsMember: 'risk assessments', data: memberPages.data('riskAssessments'), screen: memberPages.screen('riskAssessments') },
    { id: 'companyDocuments', name: 'Company Documents', path: PATHS.companyDocuments, ...documents, icon: 'documents', needsMember: 'company documents', data: memberPages.data('companyDocuments'), screen: memberPages.screen('companyDocuments') },
    { id: 'inspectionPack', name: 'Inspection pack', path: PATHS.inspectionPack, ...documents, flags: noMenu, needsMember: 'company documents', data: memberPages.data('inspectionPack'), screen: memberPages.screen('inspectionPack') },
    { id: 'healthAndSafetyPolicy', name: 'Health & Safety Policy', path: PATHS.healthAndSafetyPolicy, ...documents, icon: 'documents', needsMember: 'company documents', data: memberPages.data('healthAndSafetyPolicy'), screen: memberPages.screen('healthAndSafetyPolicy') },
    { id: 'coshh', name: 'COSHH', path: PATHS.coshh, ...documents, icon: 'documents', needsMember: 'company documents', data: memberPages.data('coshh'), screen: memberPages.screen('coshh') },
    { id: 'foodSafetyRiskAssessment', name: 'Food Safety Risk Assessment', path: PATHS.foodSafetyRiskAssessment, ...documents, flags: noMenu, needsMember: 'company documents', data: memberPages.data('foodSafetyRiskAssessment'), screen: memberPages.screen('foodSafetyRiskAssessment') },
    { id: 'healthAndSafetyRiskAssessment', name: 'Health & Safety Risk Assessment', path: PATHS.healthAndSafetyRiskAssessment, ...documents, flags: noMenu, needsMember: 'company documents', data: memberPages.data('healthAndSafetyRiskAssessment'), screen: memberPages.screen('healthAndSafetyRiskAssessment') },
    { id: 'fireSafetyRiskAssessment', name: 'Fire Safety Risk Assessment', path: PATHS.fireSafetyRiskAssessment, ...documents, flags: noMenu, needsMember: 'company documents', data: memberPages.data('fireSafetyRiskAssessment'), screen: memberPages.screen('fireSafetyRiskAssessment') },
  ]),
  ...section({ group: 'member', section: 'Units & premises', parents: [{ label: 'Units & Premises', to: '/unit-premises' }] }, [
    { id: 'unitPremises', name: 'Units & Premises', path: PATHS.unitPremises, roles: memberArea, permissions: ['tradingUnits'], dynamicChildren: ['/unit-premises/:unitId/details', '/unit-premises/:unitId/documents'], icon: 'premises', needsMember: 'units and premises', data: memberPages.data('unitPremises'), screen: memberPages.screen('unitPremises') },
    { id: 'newUnit', name: 'Create New Unit', path: PATHS.newUnit, flags: ['member-route'], permissions: ['tradingUnits'], icon: 'premises', needsMember: 'units and premises', data: memberPages.data('newUnit'), screen: memberPages.screen('newUnit') },
    { id: 'unitDetails', name: 'Unit Details', path: PATHS.unitDetails, flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'], needsMember: 'units and premises', data: memberPages.data('unitDetails'), screen: memberPages.screen('unitDetails') },
    { id: 'unitDocuments', name: 'Unit Documents', path: PATHS.unitDocuments, flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'], needsMember: 'unit documents', data: memberPages.data('unitDocuments'), screen: memberPages.screen('unitDocuments') },
    { id: 'unitsOverview', name: 'Units Overview', path: PATHS.unitsOverview, roles: [ADMIN, accountManager], icon: 'premises', data: staffPages.data('unitsOverview'), screen: staffPages.screen('unitsOverview') },
  ]),
  ...section({ group: 'member', section: 'Training', parents: [{ label: 'Training' }] }, [
    { id: 'trainees', name: 'Trainees', path: PATHS.trainees, roles: memberArea, permissions: ['training'], icon: 'training', needsMember: 'training records', data: memberPages.data('trainees'), screen: memberPages.screen('trainees') },
    { id: 'trainee', name: 'Trainee', path: PATHS.trainee, roles: memberArea, flags: noMenu, permissions: ['training'], needsMember: 'training records', data: memberPages.data('trainee'), screen: memberPages.screen('trainee') },
    { id: 'courses', name: 'Courses', path: PATHS.courses, roles: memberArea, icon: 'training', data: memberPages.data('courses'), screen: memberPages.screen('courses') },
    { id: 'certificates', name: 'Certificates', path: PATHS.certificates, roles: memberArea, icon: 'training', needsMember: 'training records', data: memberPages.data('certificates'), screen: memberPages.screen('certificates') },
  ]),
  ...section({ group: 'member', section: 'Wallet', parents: [{ label: 'Wallet', to: '/wallet' }] }, [
    { id: 'wallet', name: 'Wallet', path: PATHS.wallet, roles: memberArea, permissions: ['wallet'], icon: 'wallet', needsMember: 'wallet', data: memberPages.data('wallet'), screen: memberPages.screen('wallet') },
    { id: 'walletScheme', name: 'Wallet Scheme Breakdown', path: PATHS.walletScheme, roles: memberArea, flags: noMenu, permissions: ['wallet'], needsMember: 'wallet', data: memberPages.data('walletScheme'), screen: memberPages.screen('walletScheme') },
  ]),
  ...section({ group: 'rewards', section: 'Rewards' }, [
    { id: 'rewardsHome', name: 'Home', path: PATHS.rewardsHome, roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Rewards', needsMember: 'rewards', data: rewardsPages.data('rewardsHome'), screen: rewardsPages.screen('rewardsHome') },
    { id: 'bookerVouchers', name: 'Booker Vouchers', path: PATHS.bookerVouchers, roles: memberArea, permissions: ['rewards'], icon: 'rewards', needsMember: 'Booker vouchers', data: rewardsPages.data('bookerVouchers'), screen: rewardsPages.screen('bookerVouchers') },
  ]),
  ...section({ group: 'rewards', section: 'Calor', parents: [...rewards, { label: 'Calor' }] }, [
    { id: 'calorCashbackDeal', name: 'Cashback Deal', path: PATHS.calorCashbackDeal, roles: memberArea, permissions: ['rewards'], icon: 'gas', title: 'Calor Cashback Deal', needsMember: 'Calor cashback', data: rewardsPages.data('calorCashbackDeal'), screen: rewardsPages.screen('calorCashbackDeal') },
    { id: 'calorSignup', name: 'Sign Up', path: PATHS.calorSignup, roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Calor Sign Up', needsMember: 'Calor cashback', data: rewardsPages.data('calorSignup'), screen: rewardsPages.screen('calorSignup') },
    { id: 'calorClaims', name: 'My Claims', path: PATHS.calorClaims, roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'My Calor Claims', needsMember: 'Calor cashback', data: rewardsPages.data('calorClaims'), screen: rewardsPages.screen('calorClaims') },
    { id: 'calorClaimForm', name: 'Claim Form', path: PATHS.calorClaimForm, roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'Calor Claim Form', needsMember: 'Calor cashback', data: rewardsPages.data('calorClaimForm'), screen: rewardsPages.screen('calorClaimForm') },
    { id: 'calorStatements', name: 'Statements', path: PATHS.calorStatements, roles: memberArea, permissions: ['rewards'], icon: 'payments', title: 'Calor Statements', needsMember: 'Calor cashback', ...rewardsFiles.page('calor/CalorStatementsPage') },
  ]),
  ...section({ group: 'rewards', section: 'BioPak', parents: [...rewards, { label: 'BioPak' }] }, [
    { id: 'bioPakCashbackDeal', name: 'Cashback Deal', path: PATHS.bioPakCashbackDeal, roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'BioPak Cashback Deal', needsMember: 'BioPak cashback', data: rewardsPages.data('bioPakCashbackDeal'), screen: rewardsPages.screen('bioPakCashbackDeal') },
    { id: 'bioPakSignup', name: 'Sign Up', path: PATHS.bioPakSignup, roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'BioPak Sign Up', needsMember: 'BioPak cashback', data: rewardsPages.data('bioPakSignup'), screen: rewardsPages.screen('bioPakSignup') },
  ]),
  ...section({ group: 'rewards', section: 'Nisbets', parents: [...rewards, { label: 'Nisbets' }] }, [
    { id: 'nisbetsCashbackDeal', name: 'My Cashback', path: PATHS.nisbetsCashbackDeal, roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Nisbets My Cashback', needsMember: 'Nisbets cashback', data: rewardsPages.data('nisbetsCashbackDeal'), screen: rewardsPages.screen('nisbetsCashbackDeal') },
    { id: 'nisbetsSignup', name: 'Signup', path: PATHS.nisbetsSignup, roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Nisbets Signup', needsMember: 'Nisbets cashback', data: rewardsPages.data('nisbetsSignup'), screen: rewardsPages.screen('nisbetsSignup') },
  ]),
  ...section({ group: 'rewards', section: 'Booker', parents: [...rewards, { label: 'Booker' }] }, [
    { id: 'bookerCashbackDeal', name: 'Cashback Deal', path: PATHS.bookerCashbackDeal, roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'rewards', title: 'Booker Cashback Deal', needsMember: 'Booker cashback', data: rewardsPages.data('bookerCashbackDeal'), screen: rewardsPages.screen('bookerCashbackDeal') },
    { id: 'bookerSignup', name: 'Sign Up', path: PATHS.bookerSignup, roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'signup', title: 'Booker Sign Up', needsMember: 'Booker cashback', data: rewardsPages.data('bookerSignup'), screen: rewardsPages.screen('bookerSignup') },
  ]),
  ...section({ group: 'staff', section: 'BioPak programme', parents: [{ label: 'BioPak programme' }] }, [
    { id: 'bioPakPeriods', name: 'Periods', path: PATHS.bioPakPeriods, roles: [ADMIN], icon: 'periods', title: 'BioPak Periods', data: staffPages.data('bioPakPeriods'), screen: staffPages.screen('bioPakPeriods') },
    { id: 'bioPakPeriod', name: 'Period', path: PATHS.bioPakPeriod, roles: [ADMIN], flags: noMenu, title: 'BioPak Period', data: staffPages.data('bioPakPeriod'), screen: staffPages.screen('bioPakPeriod') },
    { id: 'bioPakSignups', name: 'Signups', path: PATHS.bioPakSignups, roles: [ADMIN, bioPakEmployee], icon: 'signup', title: 'BioPak Signups', data: staffPages.data('bioPakSignups'), screen: staffPages.screen('bioPakSignups') },
  ]),
  ...section({ group: 'staff', section: 'Booker programme', parents: [{ label: 'Booker programme' }] }, [
    { id: 'bookerPeriods', name: 'Periods', path: PATHS.bookerPeriods, roles: [ADMIN], flags: wip, icon: 'periods', title: 'Booker Periods', data: staffPages.data('bookerPeriods'), screen: staffPages.screen('bookerPeriods') },
    { id: 'bookerPeriod', name: 'Period', path: PATHS.bookerPeriod, roles: [ADMIN], flags: ['work-in-progress', 'no-menu-item'], title: 'Booker Period', data: staffPages.data('bookerPeriod'), screen: staffPages.screen('bookerPeriod') },
    { id: 'bookerSignups', name: 'Signups', path: PATHS.bookerSignups, roles: [ADMIN], flags: wip, icon: 'signup', title: 'Booker Signups', data: staffPages.data('bookerSignups'), screen: staffPages.screen('bookerSignups') },
  ]),
  ...section({ group: 'staff', section: 'Calor programme', parents: [{ label: 'Calor programme' }] }, [
    { id: 'calorPeriods', name: 'Periods', path: PATHS.calorPeriods, roles: [ADMIN], icon: 'periods', title: 'Calor Periods', data: staffPages.data('calorPeriods'), screen: staffPages.screen('calorPeriods') },
    { id: 'calorPeriod', name: 'Period', path: PATHS.calorPeriod, roles: [ADMIN], flags: noMenu, title: 'Calor Period', data: staffPages.data('calorPeriod'), screen: staffPages.screen('calorPeriod') },
    { id: 'calorSignups', name: 'Signups', path: PATHS.calorSignups, roles: [ADMIN, calorSignupsEmployee], icon: 'signup', title: 'Calor Signups', data: staffPages.data('calorSignups'), screen: staffPages.screen('calorSignups') },
    { id: 'calorClaimsReview', name: 'Claims', path: PATHS.calorClaimsReview, roles: [calorClaimsEmployee], icon: 'claims', title: 'Calor Claims', data: staffPages.data('calorClaimsReview'), screen: staffPages.screen('calorClaimsReview') },
    { id: 'calorClaimsAudit', name: 'Claims Audit', path: PATHS.calorClaimsAudit, roles: [calorAdmin], icon: 'claims', title: 'Calor Claims Audit', data: staffPages.data('calorClaimsAudit'), screen: staffPages.screen('calorClaimsAudit') },
  ]),
  ...section({ group: 'staff', section: 'Nisbets programme', parents: [{ label: 'Nisbets programme' }] }, [
    { id: 'nisbetsPeriods', name: 'Periods', path: PATHS.nisbetsPeriods, roles: [ADMIN], icon: 'periods', title: 'Nisbets Periods', data: staffPages.data('nisbetsPeriods'), screen: staffPages.screen('nisbetsPeriods') },
    { id: 'nisbetsPeriod', name: 'Period', path: PATHS.nisbetsPeriod, roles: [ADMIN], flags: noMenu, title: 'Nisbets Period', data: staffPages.data('nisbetsPeriod'), screen: staffPages.screen('nisbetsPeriod') },
    { id: 'nisbetsSignups', name: 'Signups', path: PATHS.nisbetsSignups, roles: [ADMIN, nisbetsEmployee], icon: 'signup', title: 'Nisbets Signups', data: staffPages.data('nisbetsSignups'), screen: staffPages.screen('nisbetsSignups') },
  ]),
  ...section({ group: 'staff', section: 'Administration', parents: [{ label: 'Administration' }] }, [
    { id: 'bacsFiles', name: 'BACS Files', path: PATHS.bacsFiles, roles: [ADMIN], icon: 'finance', data: staffPages.data('bacsFiles'), screen: staffPages.screen('bacsFiles') },
    { id: 'defaultFoodSafety', name: 'Default Food Safety Documents', path: PATHS.defaultFoodSafety, roles: [ADMIN], icon: 'documents', data: staffPages.data('defaultFoodSafety'), screen: staffPages.screen('defaultFoodSafety') },
  ]),
  ...section({ group: 'developer', section: 'Developer', parents: [{ label: 'Developer' }] }, [
    { id: 'maintenance', name: 'Maintenance', path: PATHS.maintenance, roles: [developer], icon: 'settings', isPublic: true, screen: developerPages.screen('maintenance') },
    { id: 'developerTest', name: 'Diagnostics', path: PATHS.developerTest, roles: [developer], icon: 'developer', title: 'Developer Diagnostics', screen: developerPages.screen('developerTest') },
    { id: 'icons', name: 'Icons', path: PATHS.icons, roles: [developer], icon: 'developer', screen: developerPages.screen('icons') },
  ]),
  // Error pages have no roles so that any redirect can land on them; the menu lists them for developers only.
  ...section({ group: 'developer', section: 'Error pages' }, [
    { id: 'notFound', name: 'Not Found (404)', path: PATHS.notFound, frame: 'full-page', icon: 'error', screen: errorPages.screen('notFound') },
    { id: 'serverError', name: 'Server Error (500)', path: PATHS.serverError, frame: 'full-page', icon: 'error', screen: errorPages.screen('serverError') },
    { id: 'unauthorised', name: 'Not Authorised (401)', path: PATHS.unauthorised, frame: 'full-page', icon: 'error', screen: errorPages.screen('unauthorised') },
    { id: 'unknownError', name: 'Unknown Error', path: PATHS.unknownError, frame: 'full-page', icon: 'error', screen: errorPages.screen('unknownError') },
    { id: 'contactUs', name: 'Contact Us', path: PATHS.contactUs, frame: 'full-page', icon: 'error', screen: errorPages.screen('contactUs') },
    { id: 'badPermissions', name: 'Bad Permissions', path: PATHS.badPermissions, frame: 'full-page', icon: 'error', screen: errorPages.screen('badPermissions') },
    { id: 'loginIssue', name: 'Login Issue', path: PATHS.loginIssue, frame: 'full-page', icon: 'error', isPublic: true, screen: errorPages.screen('loginIssue') },
    { id: 'membershipError', name: 'Membership', path: PATHS.membershipError, frame: 'full-page', icon: 'error', screen: errorPages.screen('membershipError') },
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
    path: row.path,
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
