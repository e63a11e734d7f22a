import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { GuardChain } from '../guards/GuardChain';
import type { RouteDefinition, RouteFrame } from '@/router/routeDefinition';
import { PageLoading } from './PageLoading';

// The frame (menu, header, banners, icons) is not in the first load (docs/decisions/first-load.md): its
// chunk is asked for as this module runs, beside the sign-in check, the start-up calls and the page's own
// chunk, so it arrives with them rather than after them.
const portalLayoutModule = import('./PortalLayout');
const PortalLayout = lazy(() => portalLayoutModule.then((m) => ({ default: m.PortalLayout })));

export interface RouteHandle {
  route: RouteDefinition;
}

/**
 * The parent of every route with the same frame. It stays mounted while people move between its pages,
 * so the layout keeps its state (menu, open prompts), and runs the guard chain for the page matched.
 */
export function FramedOutlet({ frame }: { frame: RouteFrame }) {
  const route = (useMatches().at(-1)?.handle as RouteHandle).route;
  return (
    <GuardChain route={route}>
      {frame === 'layout' ? (
        <Suspense fallback={<PageLoading />}>
          <PortalLayout route={route}>
            <Outlet />
          </PortalLayout>
        </Suspense>
      ) : frame === 'bare' ? (
        <main className="container py-5">
          <Outlet />
        </main>
      ) : (
        <Outlet />
      )}
    </GuardChain>
  );
}
