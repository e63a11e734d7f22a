import type { NextStep } from '@/domain/rewards/nextStep';
import type { SchemeType } from '@/domain/rewards/schemes';
import { FIXED_ROLES, hasRole } from '@/domain/roles';
import type { RouteFlag } from '@/routing/routeDefinition';
import { routeRow, type RouteId } from '@/routing/routeTable';

/** Each programme's member pages, by route id: where its links go. */
export const PROGRAMME_ROUTES = {
  calor: { signup: 'calorSignup', deal: 'calorCashbackDeal', claim: 'calorClaimForm' },
  biopak: { signup: 'bioPakSignup', deal: 'bioPakCashbackDeal' },
  nisbets: { signup: 'nisbetsSignup', deal: 'nisbetsCashbackDeal' },
  booker: { signup: 'bookerSignup', deal: 'bookerCashbackDeal' },
} as const satisfies Record<SchemeType, { signup: RouteId; deal: RouteId; claim?: RouteId }>;

/** The page a programme's next step opens. */
export function nextStepRoute(schemeType: SchemeType, step: NextStep): RouteId {
  const routes: { signup: RouteId; deal: RouteId; claim?: RouteId } = PROGRAMME_ROUTES[schemeType];
  if (step === 'make-claim') return routes.claim ?? routes.deal;
  return step === 'see-cashback' ? routes.deal : routes.signup;
}

// Rows without flags leave the key out; every row is a RouteSpec, whose flags are RouteFlag[].
const flagsOf = (id: RouteId): readonly RouteFlag[] => (routeRow(id) as { flags?: readonly RouteFlag[] }).flags ?? [];

/**
 * Whether a person can use a programme yet: its member pages are not work-in-progress in the route table
 * (spec §2: Booker's), or the person is a developer, who may open those (spec §5 rule 1). Read from the
 * table's flags, so a programme appears for members the day its rows lose the flag.
 */
export function isProgrammeOpenTo(schemeType: SchemeType, roles: readonly string[]): boolean {
  return hasRole(roles, FIXED_ROLES.developer) || !isProgrammeWorkInProgress(schemeType);
}

/** Whether any of a programme's member pages is flagged work-in-progress (developer-only, spec §2). */
export function isProgrammeWorkInProgress(schemeType: SchemeType): boolean {
  const { signup, deal }: { signup: RouteId; deal: RouteId } = PROGRAMME_ROUTES[schemeType];
  return [signup, deal].some((id) => flagsOf(id).includes('work-in-progress'));
}
