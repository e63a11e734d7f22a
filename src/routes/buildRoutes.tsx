import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RootErrorBoundary } from './RootErrorBoundary';
import type { RouteDefinition, RouteFrame, ScreenLoader } from './routeDefinition';
import { memberRouteCopies, NOT_FOUND_SCREEN } from './routeTable';
import { FramedOutlet, type RouteHandle } from './shell/FramedOutlet';
import { RouteContent } from './shell/RouteContent';

const FRAMES: readonly RouteFrame[] = ['layout', 'full-page', 'bare'];

const lazyScreen = (load: ScreenLoader) => lazy(() => load().then((Component) => ({ default: Component })));

/** Unknown paths show the 404 page (spec §2); no sign-in is needed to be told a page does not exist. */
const NOT_FOUND_ROUTE: RouteDefinition = {
  name: 'Not Found',
  path: '*',
  roles: [],
  flags: ['no-menu-item'],
  permissions: [],
  dynamicChildren: [],
  title: 'Not Found',
  group: 'developer',
  section: 'Error pages',
  parents: [],
  frame: 'full-page',
  isPublic: true,
  screen: NOT_FOUND_SCREEN,
};

function toRouteObject(route: RouteDefinition): RouteObject {
  const Screen = route.screen ? lazyScreen(route.screen) : undefined;
  return { path: route.path, handle: { route } satisfies RouteHandle, element: <RouteContent route={route} Screen={Screen} /> };
}

/** The router's routes, made from the route table: each route and its /:membershipNumber copy, by frame, and the 404. */
export function buildRoutes(table: readonly RouteDefinition[], shell: ReactNode): RouteObject[] {
  const routes = [...table, ...memberRouteCopies(table), NOT_FOUND_ROUTE];
  return [
    {
      element: shell,
      errorElement: <RootErrorBoundary />,
      children: FRAMES.map((frame) => ({
        element: <FramedOutlet frame={frame} />,
        children: routes.filter((route) => route.frame === frame).map(toRouteObject),
      })),
    },
  ];
}
