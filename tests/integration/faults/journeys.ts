// Where each screen of the route table is opened for the fault layer: its path (a seeded example for a
// path with parameters) and a demo account that may open it and has data there.
import { generatePath } from 'react-router';
import type { RouteDefinition } from '@/router/routeDefinition';
import { DEMO_ACCOUNTS } from '../../mocks/data/demoAccounts';
import { periodsOf, seedRewards } from '../../mocks/api/seed/rewards';
import { seededTrainingOf } from '../../mocks/api/seed/training';
import { unitId } from '../../mocks/api/seed/units';

export interface Journey {
  routeId: string;
  path: string;
  account: string;
}

/** Seeded values for the parameters of paths, chosen to exist for the journey's account. */
const EXAMPLE_PARAMS: Record<string, Record<string, string>> = {
  unitDetails: { unitId: unitId(40) },
  unitDocuments: { unitId: unitId(40) },
  trainee: { id: seededTrainingOf('member-training').trainees[0]!.id },
  walletScheme: { schemeType: 'calor' },
  ...Object.fromEntries(
    (['calor', 'biopak', 'nisbets', 'booker'] as const).map((scheme) => [
      `${scheme === 'biopak' ? 'bioPak' : scheme}Period`,
      { periodId: periodsOf(seedRewards().periods, scheme)[0]!.id },
    ]),
  ),
};

/** The member whose data fills a member-area section's screens. */
function memberFor(route: RouteDefinition): string {
  if (route.section === 'Training' || route.id === 'myGasEngineer') return 'member-training';
  if (route.section === 'Units & premises' || route.section === 'Documents') return 'member-compliance-mix';
  if (route.group === 'rewards' || route.section === 'Wallet') return 'member-rewards-everything';
  if (route.section === 'My account') return 'member-failed-payment';
  return 'member-active';
}

/**
 * Screens the fault layer does not open: sign-in plumbing, developer pages, pages not built yet, and
 * work-in-progress pages (members see "Page not available" there, before any call matters).
 */
const NOT_OPENED = (route: RouteDefinition) =>
  route.isPublic || route.frame !== 'layout' || !route.screen || route.group === 'developer' || route.flags.includes('work-in-progress');

export function journeysFor(table: readonly RouteDefinition[]): { journeys: Journey[]; skipped: string[] } {
  const journeys: Journey[] = [];
  const skipped: string[] = [];
  for (const route of table) {
    if (NOT_OPENED(route)) continue;
    const hasParams = route.path.includes(':');
    if (hasParams && !EXAMPLE_PARAMS[route.id]) {
      skipped.push(`${route.id} (${route.path}): no example parameters`);
      continue;
    }
    const path = hasParams ? generatePath(route.path, EXAMPLE_PARAMS[route.id]) : route.path;
    const isMemberArea = route.roles.some((role) => role.endsWith('Member'));
    const account = isMemberArea || route.roles.length === 0
      ? memberFor(route)
      : DEMO_ACCOUNTS.find((candidate) => candidate.roles.some((role) => route.roles.includes(role)))?.key;
    if (!account) {
      skipped.push(`${route.id} (${route.path}): no demo account may open it`);
      continue;
    }
    journeys.push({ routeId: route.id, path, account });
  }
  return { journeys, skipped };
}
