import type { IconName } from '@/components/icons/iconNames';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { PATHS } from '@/config/paths';
import type { PermissionArea } from '@/domain/permissions';
import { FIXED_ROLES } from '@/domain/roles';
import type { Crumb, MenuGroup, PageDataLoader, RouteDefinition, RouteFlag, RouteFrame, ScreenLoader } from '@/router/routeDefinition';

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
  /** The screen: `() => import('@/features/…/XPage').then((m) => m.XPage)`, a lazily loaded chunk. */
  screen?: ScreenLoader;
  /** The page's data: `() => import('@/features/…/xPageData').then((m) => m.xPageData)`. */
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
    { id: 'dashboard', name: 'Dashboard', path: PATHS.dashboard, flags: ['member-route', 'member-renew'], allowsAnyAccountStatus: true, icon: 'dashboard', data: () => import('@/features/member/dashboard/dashboardPageData').then((m) => m.dashboardPageData), screen: () => import('@/features/member/dashboard/DashboardPage').then((m) => m.DashboardPage) },
    { id: 'myGasEngineer', name: 'My Gas Engineer', path: PATHS.myGasEngineer, roles: [MEMBER], icon: 'gas', data: () => import('@/features/member/gas/gasPageData').then((m) => m.gasPageData), screen: () => import('@/features/member/gas/MyGasEngineerPage').then((m) => m.MyGasEngineerPage) },
    { id: 'helpVideos', name: 'Help Videos', path: PATHS.helpVideos, roles: memberArea, icon: 'help', screen: () => import('@/features/member/help/HelpVideosPage').then((m) => m.HelpVideosPage) },
  ]),
  ...section({ group: 'member', section: 'My account', parents: [{ label: 'My account' }] }, [
    { id: 'accountDetails', name: 'Account Details', path: PATHS.accountDetails, roles: memberArea, icon: 'account', needsMember: 'account details', data: () => import('@/features/member/account/accountDetailsPageData').then((m) => m.accountDetailsPageData), screen: () => import('@/features/member/account/AccountDetailsPage').then((m) => m.AccountDetailsPage) },
    { id: 'payments', name: 'Payments & Invoices', path: PATHS.payments, roles: memberArea, allowsAnyAccountStatus: true, opensWhenRenewalRefused: true, icon: 'payments', needsMember: 'payments', data: () => import('@/features/member/payments/paymentsPageData').then((m) => m.paymentsPageData), screen: () => import('@/features/member/payments/PaymentsPage').then((m) => m.PaymentsPage) },
    { id: 'upgrade', name: 'Upgrade', path: PATHS.upgrade, roles: memberArea, icon: 'upgrade', title: 'Upgrade Membership', needsMember: 'membership tiers and upgrade prices', data: () => import('@/features/member/upgrade/upgradePageData').then((m) => m.upgradePageData), screen: () => import('@/features/member/upgrade/UpgradePage').then((m) => m.UpgradePage) },
    { id: 'renew', name: 'Renew', path: PATHS.renew, roles: memberArea, flags: ['no-menu-item', 'member-renew'], allowsAnyAccountStatus: true, title: 'Renew Membership', data: () => import('@/features/member/renewal/renewalPageData').then((m) => m.renewPageData), screen: () => import('@/features/member/renewal/RenewPage').then((m) => m.RenewPage) },
    { id: 'planToRenew', name: 'Plan to Renew', path: PATHS.planToRenew, roles: memberArea, flags: noMenu, needsMember: 'renewal answers', data: () => import('@/features/member/renewal/renewalPageData').then((m) => m.planToRenewPageData), screen: () => import('@/features/member/renewal/PlanToRenewPage').then((m) => m.PlanToRenewPage) },
    { id: 'noPlanToRenew', name: 'No Plan to Renew', path: PATHS.noPlanToRenew, roles: memberArea, flags: noMenu, needsMember: 'renewal answers', data: () => import('@/features/member/renewal/renewalPageData').then((m) => m.noPlanToRenewPageData), screen: () => import('@/features/member/renewal/NoPlanToRenewPage').then((m) => m.NoPlanToRenewPage) },
  ]),
  ...section({ group: 'member', section: 'Documents', parents: [{ label: 'Documents' }] }, [
    { id: 'riskAssessments', name: 'Risk Assessments', path: PATHS.riskAssessments, roles: memberArea, permissions: ['tradingUnits'], permissionsRedirect: ERROR_PATHS.membership, icon: 'documents', needsMember: 'risk assessments', data: () => import('@/features/member/documents/documentsPageData').then((m) => m.documentsPageData), screen: () => import('@/features/member/documents/RiskAssessmentsPage').then((m) => m.RiskAssessmentsPage) },
    { id: 'companyDocuments', name: 'Company Documents', path: PATHS.companyDocuments, ...documents, icon: 'documents', needsMember: 'company documents', data: () => import('@/features/member/documents/documentsPageData').then((m) => m.documentsPageData), screen: () => import('@/features/member/documents/CompanyDocumentsPage').then((m) => m.CompanyDocumentsPage) },
    { id: 'healthAndSafetyPolicy', name: 'Health & Safety Policy', path: PATHS.healthAndSafetyPolicy, ...documents, icon: 'documents', needsMember: 'company documents', data: () => import('@/features/member/documentBuilder/documentPageData').then((m) => m.healthAndSafetyPolicyPageData), screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.HealthAndSafetyPolicyPage) },
    { id: 'coshh', name: 'COSHH', path: PATHS.coshh, ...documents, icon: 'documents', needsMember: 'company documents', data: () => import('@/features/member/documentBuilder/documentPageData').then((m) => m.coshhPageData), screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.CoshhPage) },
    { id: 'foodSafetyRiskAssessment', name: 'Food Safety Risk Assessment', path: PATHS.foodSafetyRiskAssessment, ...documents, flags: noMenu, needsMember: 'company documents', data: () => import('@/features/member/documentBuilder/documentPageData').then((m) => m.foodSafetyRiskAssessmentPageData), screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.FoodSafetyRiskAssessmentPage) },
    { id: 'healthAndSafetyRiskAssessment', name: 'Health & Safety Risk Assessment', path: PATHS.healthAndSafetyRiskAssessment, ...documents, flags: noMenu, needsMember: 'company documents', data: () => import('@/features/member/documentBuilder/documentPageData').then((m) => m.healthAndSafetyRiskAssessmentPageData), screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.HealthAndSafetyRiskAssessmentPage) },
    { id: 'fireSafetyRiskAssessment', name: 'Fire Safety Risk Assessment', path: PATHS.fireSafetyRiskAssessment, ...documents, flags: noMenu, needsMember: 'company documents', data: () => import('@/features/member/documentBuilder/documentPageData').then((m) => m.fireSafetyRiskAssessmentPageData), screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.FireSafetyRiskAssessmentPage) },
  ]),
  ...section({ group: 'member', section: 'Units & premises', parents: [{ label: 'Units & Premises', to: '/unit-premises' }] }, [
    { id: 'unitPremises', name: 'Units & Premises', path: PATHS.unitPremises, roles: memberArea, permissions: ['tradingUnits'], dynamicChildren: ['/unit-premises/:unitId/details', '/unit-premises/:unitId/documents'], icon: 'premises', needsMember: 'units and premises', data: () => import('@/features/member/premises/premisesPageData').then((m) => m.unitPremisesPageData), screen: () => import('@/features/member/premises/UnitPremisesPage').then((m) => m.UnitPremisesPage) },
    { id: 'newUnit', name: 'Create New Unit', path: PATHS.newUnit, flags: ['member-route'], permissions: ['tradingUnits'], icon: 'premises', needsMember: 'units and premises', data: () => import('@/features/member/premises/premisesPageData').then((m) => m.newUnitPageData), screen: () => import('@/features/member/premises/NewUnitPage').then((m) => m.NewUnitPage) },
    { id: 'unitDetails', name: 'Unit Details', path: PATHS.unitDetails, flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'], needsMember: 'units and premises', data: () => import('@/features/member/premises/premisesPageData').then((m) => m.unitDetailsPageData), screen: () => import('@/features/member/premises/UnitDetailsPage').then((m) => m.UnitDetailsPage) },
    { id: 'unitDocuments', name: 'Unit Documents', path: PATHS.unitDocuments, flags: ['member-route', 'no-menu-item'], permissions: ['tradingUnits'], needsMember: 'unit documents', data: () => import('@/features/member/documents/documentsPageData').then((m) => m.unitDocumentsPageData), screen: () => import('@/features/member/documents/UnitDocumentsPage').then((m) => m.UnitDocumentsPage) },
    { id: 'unitsOverview', name: 'Units Overview', path: PATHS.unitsOverview, roles: [ADMIN, accountManager], icon: 'premises', data: () => import('@/features/staff/unitsOverview/unitsOverviewPageData').then((m) => m.unitsOverviewPageData), screen: () => import('@/features/staff/unitsOverview/UnitsOverviewPage').then((m) => m.UnitsOverviewPage) },
  ]),
  ...section({ group: 'member', section: 'Training', parents: [{ label: 'Training' }] }, [
    { id: 'trainees', name: 'Trainees', path: PATHS.trainees, roles: memberArea, permissions: ['training'], icon: 'training', needsMember: 'training records', data: () => import('@/features/member/training/trainingPageData').then((m) => m.trainingPageData), screen: () => import('@/features/member/training/TraineesPage').then((m) => m.TraineesPage) },
    { id: 'trainee', name: 'Trainee', path: PATHS.trainee, roles: memberArea, flags: noMenu, permissions: ['training'], needsMember: 'training records', data: () => import('@/features/member/training/trainingPageData').then((m) => m.traineePageData), screen: () => import('@/features/member/training/TraineePage').then((m) => m.TraineePage) },
    { id: 'courses', name: 'Courses', path: PATHS.courses, roles: memberArea, icon: 'training', data: () => import('@/features/member/training/trainingPageData').then((m) => m.coursesPageData), screen: () => import('@/features/member/training/CoursesPage').then((m) => m.CoursesPage) },
    { id: 'certificates', name: 'Certificates', path: PATHS.certificates, roles: memberArea, icon: 'training', needsMember: 'training records', data: () => import('@/features/member/training/trainingPageData').then((m) => m.trainingPageData), screen: () => import('@/features/member/training/CertificatesPage').then((m) => m.CertificatesPage) },
  ]),
  ...section({ group: 'member', section: 'Wallet', parents: [{ label: 'Wallet', to: '/wallet' }] }, [
    { id: 'wallet', name: 'Wallet', path: PATHS.wallet, roles: memberArea, permissions: ['wallet'], icon: 'wallet', needsMember: 'wallet', data: () => import('@/features/member/wallet/walletPageData').then((m) => m.walletPageData), screen: () => import('@/features/member/wallet/WalletPage').then((m) => m.WalletPage) },
    { id: 'walletScheme', name: 'Wallet Scheme Breakdown', path: PATHS.walletScheme, roles: memberArea, flags: noMenu, permissions: ['wallet'], needsMember: 'wallet', data: () => import('@/features/member/wallet/walletPageData').then((m) => m.walletSchemePageData), screen: () => import('@/features/member/wallet/WalletSchemePage').then((m) => m.WalletSchemePage) },
  ]),
  ...section({ group: 'rewards', section: 'Rewards' }, [
    { id: 'rewardsHome', name: 'Home', path: PATHS.rewardsHome, roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Rewards', needsMember: 'rewards', data: () => import('@/features/rewards/home/rewardsHomePageData').then((m) => m.rewardsHomePageData), screen: () => import('@/features/rewards/home/RewardsHomePage').then((m) => m.RewardsHomePage) },
    { id: 'bookerVouchers', name: 'Booker Vouchers', path: PATHS.bookerVouchers, roles: memberArea, permissions: ['rewards'], icon: 'rewards', needsMember: 'Booker vouchers', data: () => import('@/features/rewards/vouchers/vouchersPageData').then((m) => m.vouchersPageData), screen: () => import('@/features/rewards/vouchers/BookerVouchersPage').then((m) => m.BookerVouchersPage) },
  ]),
  ...section({ group: 'rewards', section: 'Calor', parents: [...rewards, { label: 'Calor' }] }, [
    { id: 'calorCashbackDeal', name: 'Cashback Deal', path: PATHS.calorCashbackDeal, roles: memberArea, permissions: ['rewards'], icon: 'gas', title: 'Calor Cashback Deal', needsMember: 'Calor cashback', data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorCashbackDealPageData), screen: () => import('@/features/rewards/calor/CalorCashbackDealPage').then((m) => m.CalorCashbackDealPage) },
    { id: 'calorSignup', name: 'Sign Up', path: PATHS.calorSignup, roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Calor Sign Up', needsMember: 'Calor cashback', data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorAccountsPageData), screen: () => import('@/features/rewards/calor/CalorSignupPage').then((m) => m.CalorSignupPage) },
    { id: 'calorClaims', name: 'My Claims', path: PATHS.calorClaims, roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'My Calor Claims', needsMember: 'Calor cashback', data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorClaimsPageData), screen: () => import('@/features/rewards/calor/MyClaimsPage').then((m) => m.MyClaimsPage) },
    { id: 'calorClaimForm', name: 'Claim Form', path: PATHS.calorClaimForm, roles: memberArea, permissions: ['rewards'], icon: 'claims', title: 'Calor Claim Form', needsMember: 'Calor cashback', data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorAccountsPageData), screen: () => import('@/features/rewards/calor/ClaimFormPage').then((m) => m.ClaimFormPage) },
  ]),
  ...section({ group: 'rewards', section: 'BioPak', parents: [...rewards, { label: 'BioPak' }] }, [
    { id: 'bioPakCashbackDeal', name: 'Cashback Deal', path: PATHS.bioPakCashbackDeal, roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'BioPak Cashback Deal', needsMember: 'BioPak cashback', data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeCashbackPageData('biopak')), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('biopak')) },
    { id: 'bioPakSignup', name: 'Sign Up', path: PATHS.bioPakSignup, roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'BioPak Sign Up', needsMember: 'BioPak cashback', data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeSignupPageData('biopak')), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('biopak')) },
  ]),
  ...section({ group: 'rewards', section: 'Nisbets', parents: [...rewards, { label: 'Nisbets' }] }, [
    { id: 'nisbetsCashbackDeal', name: 'My Cashback', path: PATHS.nisbetsCashbackDeal, roles: memberArea, permissions: ['rewards'], icon: 'rewards', title: 'Nisbets My Cashback', needsMember: 'Nisbets cashback', data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeCashbackPageData('nisbets')), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('nisbets')) },
    { id: 'nisbetsSignup', name: 'Signup', path: PATHS.nisbetsSignup, roles: memberArea, permissions: ['rewards'], icon: 'signup', title: 'Nisbets Signup', needsMember: 'Nisbets cashback', data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeSignupPageData('nisbets')), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('nisbets')) },
  ]),
  ...section({ group: 'rewards', section: 'Booker', parents: [...rewards, { label: 'Booker' }] }, [
    { id: 'bookerCashbackDeal', name: 'Cashback Deal', path: PATHS.bookerCashbackDeal, roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'rewards', title: 'Booker Cashback Deal', needsMember: 'Booker cashback', data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeCashbackPageData('booker')), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('booker')) },
    { id: 'bookerSignup', name: 'Sign Up', path: PATHS.bookerSignup, roles: memberArea, flags: wip, permissions: ['rewards'], icon: 'signup', title: 'Booker Sign Up', needsMember: 'Booker cashback', data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeSignupPageData('booker')), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('booker')) },
  ]),
  ...section({ group: 'staff', section: 'BioPak programme', parents: [{ label: 'BioPak programme' }] }, [
    { id: 'bioPakPeriods', name: 'Periods', path: PATHS.bioPakPeriods, roles: [ADMIN], icon: 'periods', title: 'BioPak Periods', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('biopak')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('biopak')) },
    { id: 'bioPakPeriod', name: 'Period', path: PATHS.bioPakPeriod, roles: [ADMIN], flags: noMenu, title: 'BioPak Period', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('biopak')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('biopak')) },
    { id: 'bioPakSignups', name: 'Signups', path: PATHS.bioPakSignups, roles: [ADMIN, bioPakEmployee], icon: 'signup', title: 'BioPak Signups', data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('biopak')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('biopak')) },
  ]),
  ...section({ group: 'staff', section: 'Booker programme', parents: [{ label: 'Booker programme' }] }, [
    { id: 'bookerPeriods', name: 'Periods', path: PATHS.bookerPeriods, roles: [ADMIN], flags: wip, icon: 'periods', title: 'Booker Periods', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('booker')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('booker')) },
    { id: 'bookerPeriod', name: 'Period', path: PATHS.bookerPeriod, roles: [ADMIN], flags: ['work-in-progress', 'no-menu-item'], title: 'Booker Period', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('booker')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('booker')) },
    { id: 'bookerSignups', name: 'Signups', path: PATHS.bookerSignups, roles: [ADMIN], flags: wip, icon: 'signup', title: 'Booker Signups', data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('booker')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('booker')) },
  ]),
  ...section({ group: 'staff', section: 'Calor programme', parents: [{ label: 'Calor programme' }] }, [
    { id: 'calorPeriods', name: 'Periods', path: PATHS.calorPeriods, roles: [ADMIN], icon: 'periods', title: 'Calor Periods', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('calor')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('calor')) },
    { id: 'calorPeriod', name: 'Period', path: PATHS.calorPeriod, roles: [ADMIN], flags: noMenu, title: 'Calor Period', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('calor')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('calor')) },
    { id: 'calorSignups', name: 'Signups', path: PATHS.calorSignups, roles: [ADMIN, calorSignupsEmployee], icon: 'signup', title: 'Calor Signups', data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('calor')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('calor')) },
    { id: 'calorClaimsReview', name: 'Claims', path: PATHS.calorClaimsReview, roles: [calorClaimsEmployee], icon: 'claims', title: 'Calor Claims', data: () => import('@/features/staff/claims/claimsPageData').then((m) => m.calorClaimsPageData), screen: () => import('@/features/staff/claims/CalorClaimsPage').then((m) => m.CalorClaimsPage) },
    { id: 'calorClaimsAudit', name: 'Claims Audit', path: PATHS.calorClaimsAudit, roles: [calorAdmin], icon: 'claims', title: 'Calor Claims Audit', data: () => import('@/features/staff/claims/claimsPageData').then((m) => m.claimsAuditPageData), screen: () => import('@/features/staff/claims/ClaimsAuditPage').then((m) => m.ClaimsAuditPage) },
  ]),
  ...section({ group: 'staff', section: 'Nisbets programme', parents: [{ label: 'Nisbets programme' }] }, [
    { id: 'nisbetsPeriods', name: 'Periods', path: PATHS.nisbetsPeriods, roles: [ADMIN], icon: 'periods', title: 'Nisbets Periods', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('nisbets')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('nisbets')) },
    { id: 'nisbetsPeriod', name: 'Period', path: PATHS.nisbetsPeriod, roles: [ADMIN], flags: noMenu, title: 'Nisbets Period', data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('nisbets')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('nisbets')) },
    { id: 'nisbetsSignups', name: 'Signups', path: PATHS.nisbetsSignups, roles: [ADMIN, nisbetsEmployee], icon: 'signup', title: 'Nisbets Signups', data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('nisbets')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('nisbets')) },
  ]),
  ...section({ group: 'staff', section: 'Administration', parents: [{ label: 'Administration' }] }, [
    { id: 'bacsFiles', name: 'BACS Files', path: PATHS.bacsFiles, roles: [ADMIN], icon: 'finance', title: 'BACS Files Management', data: () => import('@/features/staff/finance/financePageData').then((m) => m.bacsFilesPageData), screen: () => import('@/features/staff/finance/BacsFilesPage').then((m) => m.BacsFilesPage) },
    { id: 'defaultFoodSafety', name: 'Default Food Safety Documents', path: PATHS.defaultFoodSafety, roles: [ADMIN], icon: 'documents', data: () => import('@/features/staff/defaultDocuments/defaultDocumentsPageData').then((m) => m.defaultFoodSafetyPageData), screen: () => import('@/features/staff/defaultDocuments/DefaultFoodSafetyPage').then((m) => m.DefaultFoodSafetyPage) },
  ]),
  ...section({ group: 'developer', section: 'Developer', parents: [{ label: 'Developer' }] }, [
    { id: 'maintenance', name: 'Maintenance', path: PATHS.maintenance, roles: [developer], icon: 'settings', isPublic: true, screen: () => import('@/features/developer/maintenance/MaintenancePage').then((m) => m.MaintenancePage) },
    { id: 'developerTest', name: 'Test', path: PATHS.developerTest, roles: [developer], icon: 'developer', title: 'Developer Diagnostics', screen: () => import('@/features/developer/diagnostics/DeveloperTestPage').then((m) => m.DeveloperTestPage) },
    { id: 'icons', name: 'Icons', path: PATHS.icons, roles: [developer], icon: 'developer', screen: () => import('@/features/developer/icons/IconsPage').then((m) => m.IconsPage) },
  ]),
  // Error pages have no roles so that any redirect can land on them; the menu lists them for developers only.
  ...section({ group: 'developer', section: 'Error pages' }, [
    { id: 'notFound', name: 'Not Found (404)', path: PATHS.notFound, frame: 'full-page', icon: 'error', screen: () => import('@/features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage) },
    { id: 'serverError', name: 'Server Error (500)', path: PATHS.serverError, frame: 'full-page', icon: 'error', screen: () => import('@/features/errors/pages/ServerErrorPage').then((m) => m.ServerErrorPage) },
    { id: 'unauthorised', name: 'Not Authorised (401)', path: PATHS.unauthorised, frame: 'full-page', icon: 'error', screen: () => import('@/features/errors/pages/UnauthorisedPage').then((m) => m.UnauthorisedPage) },
    { id: 'unknownError', name: 'Unknown Error', path: PATHS.unknownError, frame: 'full-page', icon: 'error', screen: () => import('@/features/errors/pages/UnknownErrorPage').then((m) => m.UnknownErrorPage) },
    { id: 'contactUs', name: 'Contact Us', path: PATHS.contactUs, frame: 'full-page', icon: 'error', screen: () => import('@/features/errors/pages/ContactUsErrorPage').then((m) => m.ContactUsErrorPage) },
    { id: 'badPermissions', name: 'Bad Permissions', path: PATHS.badPermissions, frame: 'full-page', icon: 'error', screen: () => import('@/features/errors/pages/BadPermissionsPage').then((m) => m.BadPermissionsPage) },
    { id: 'loginIssue', name: 'Login Issue', path: PATHS.loginIssue, frame: 'full-page', icon: 'error', isPublic: true, screen: () => import('@/features/errors/pages/LoginIssuePage').then((m) => m.LoginIssuePage) },
    { id: 'membershipError', name: 'Membership', path: PATHS.membershipError, frame: 'full-page', icon: 'error', screen: () => import('@/features/errors/pages/MembershipErrorPage').then((m) => m.MembershipErrorPage) },
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
