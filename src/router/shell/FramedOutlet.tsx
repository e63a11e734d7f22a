import { Outlet, useMatches } from 'react-router';
import { GuardChain } from '../guards/GuardChain';
import type { RouteDefinition, RouteFrame } from '@/router/routeDefinition';
import { PortalLayout } from './PortalLayout';

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
        <PortalLayout route={route}>
          <Outlet />
        </PortalLayout>
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
