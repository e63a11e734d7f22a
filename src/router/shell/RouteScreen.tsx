import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteDefinition } from '@/router/routeDefinition';
import { useActingMember } from '@/session/useActingMember';
import { PageLoading } from './PageLoading';

// Only staff who open a member's page without acting for one see it: not part of the first load.
const NoMemberNotice = lazy(() => import('@/components/states/NoMemberNotice').then((m) => ({ default: m.NoMemberNotice })));

/**
 * What every screen needs around it, from its route's row: a member in view when the page shows one
 * member's data (staff see why not otherwise), and a place to wait while its data arrives.
 */
export function RouteScreen({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const { membershipNumber } = useActingMember();
  if (route.needsMember && !membershipNumber)
    return (
      <Suspense fallback={<PageLoading />}>
        <NoMemberNotice area={route.needsMember} />
      </Suspense>
    );
  // Keyed by the member, so a page opened for one member never shows or submits another's data.
  return (
    <Suspense key={membershipNumber} fallback={<PageLoading />}>
      {children}
    </Suspense>
  );
}
