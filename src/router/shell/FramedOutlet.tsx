import type { ComponentType, ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { GuardChain } from '../guards/GuardChain';
import type { RouteDefinition } from '@/router/routeDefinition';

export interface RouteHandle {
  route: RouteDefinition;
}

/** What a frame draws around the page matched: the portal's layout, a bare container, or nothing. */
export type RouteFrameComponent = ComponentType<{ route: RouteDefinition; children: ReactNode }>;

/** The frame of the sign-in and error pages that stand on their own. */
export function BareFrame({ children }: { route: RouteDefinition; children: ReactNode }) {
  return <main className="container py-5">{children}</main>;
}

/**
 * The parent of every route with the same frame. It stays mounted while people move between its pages,
 * so the frame keeps its state (menu, open prompts), and runs the guard chain for the page matched.
 */
export function FramedOutlet({ Frame }: { Frame?: RouteFrameComponent }) {
  const route = (useMatches().at(-1)?.handle as RouteHandle).route;
  return (
    <GuardChain route={route}>
      {Frame ? (
        <Frame route={route}>
          <Outlet />
        </Frame>
      ) : (
        <Outlet />
      )}
    </GuardChain>
  );
}
