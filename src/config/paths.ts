import { generatePath, type PathParam } from 'react-router';
import { ERROR_PATHS } from '@/domain/errorRoutes';

/**
 * Every page's path by its route id: the leaf registry of paths. Features link with `pathTo`; the route
 * table (src/router/routeTable.ts) gives each path its screen, roles and menu place. Paths only, no
 * screens, so importing it never pulls a page in.
 */
export const PATHS = {
  root: '/',
  starter: '/starter',
  signInCallback: '/redirect',
  logout: '/account/logout',
  dashboard: '/dashboard/home',
  myGasEngineer: '/my-gas-engineer',
  helpVideos: '/help/videos',
  accountDetails: '/myaccount/details',
  payments: '/myaccount/payments',
  upgrade: '/myaccount/upgrade',
  renew: '/myaccount/renew',
  planToRenew: '/myaccount/plan-to-renew',
  noPlanToRenew: '/myaccount/no-plan-to-renew',
  riskAssessments: '/documents/risk-assessments',
  companyDocuments: '/documents/company',
  inspectionPack: '/documents/inspection-pack',
  healthAndSafetyPolicy: '/documents/company/health-and-safety-policy',
  coshh: '/documents/company/coshh',
  foodSafetyRiskAssessment: '/documents/company/food-safety-risk-assessment',
  healthAndSafetyRiskAssessment: '/documents/company/health-and-safety-risk-assessment',
  fireSafetyRiskAssessment: '/documents/company/fire-safety-risk-assessment',
  unitPremises: '/unit-premises',
  newUnit: '/unit-premises/new',
  unitDetails: '/unit-premises/:unitId/details',
  unitDocuments: '/unit-premises/:unitId/documents',
  unitsOverview: '/unit-premises/overview',
  trainees: '/training/trainees',
  trainee: '/training/trainees/:id',
  courses: '/training/courses',
  certificates: '/training/certificates',
  wallet: '/wallet',
  walletScheme: '/wallet/schemes/:schemeType',
  rewardsHome: '/rewards/home',
  bookerVouchers: '/rewards/vouchers/booker',
  calorCashbackDeal: '/rewards/calor/cashback-deal',
  calorSignup: '/rewards/calor/signup',
  calorClaims: '/rewards/calor/claims',
  calorClaimForm: '/rewards/calor/claim-form',
  calorStatements: '/rewards/calor/statements',
  bioPakCashbackDeal: '/rewards/biopak/cashback-deal',
  bioPakSignup: '/rewards/biopak/signup',
  nisbetsCashbackDeal: '/rewards/nisbets/cashback-deal',
  nisbetsSignup: '/rewards/nisbets/signup',
  bookerCashbackDeal: '/rewards/booker/cashback-deal',
  bookerSignup: '/rewards/booker/signup',
  bioPakPeriods: '/biopak/periods',
  bioPakPeriod: '/biopak/periods/:periodId',
  bioPakSignups: '/biopak/signups',
  bookerPeriods: '/booker/periods',
  bookerPeriod: '/booker/periods/:periodId',
  bookerSignups: '/booker/signups',
  calorPeriods: '/calor/periods',
  calorPeriod: '/calor/periods/:periodId',
  calorSignups: '/calor/signups',
  calorClaimsReview: '/calor/claims',
  calorClaimsAudit: '/calor/claims/audit',
  nisbetsPeriods: '/nisbets/periods',
  nisbetsPeriod: '/nisbets/periods/:periodId',
  nisbetsSignups: '/nisbets/signups',
  bacsFiles: '/finance/bacs-files-management',
  defaultFoodSafety: '/default-documents/food-safety',
  maintenance: '/maintenance',
  developerTest: '/test',
  icons: '/icons',
  notFound: ERROR_PATHS.notFound,
  serverError: ERROR_PATHS.serverError,
  unauthorised: ERROR_PATHS.unauthorised,
  unknownError: ERROR_PATHS.unknown,
  contactUs: ERROR_PATHS.contactUs,
  badPermissions: ERROR_PATHS.badPermissions,
  loginIssue: ERROR_PATHS.loginIssue,
  membershipError: ERROR_PATHS.membership,
} as const;

export type PathId = keyof typeof PATHS;

/** A route with parameters needs them all; one without takes none. */
type ParamsOf<Path extends string> = [PathParam<Path>] extends [never] ? [] : [params: Record<PathParam<Path>, string>];

/** The path of a page, its parameters filled in: `pathTo('unitDetails', { unitId })`. */
export function pathTo<Id extends PathId>(id: Id, ...[params]: ParamsOf<(typeof PATHS)[Id]>): string {
  return generatePath(PATHS[id], params as never);
}

/**
 * The /:membershipNumber copy of a member-route page (spec §2): an account manager opening it acts for that
 * member, then lands on the page itself. `path` comes from pathTo, e.g. pathTo('unitDetails', { unitId }).
 */
export function actingForMemberPath(membershipNumber: string, path: string): string {
  return `/${encodeURIComponent(membershipNumber)}${path}`;
}
