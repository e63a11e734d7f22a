import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteDefinition, RouteFrame, ScreenLoader } from '@/router/routeDefinition';
import { memberRouteCopies, routeRow } from '@/router/routeTable';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { FramedOutlet, type RouteHandle } from './shell/FramedOutlet';
import { RouteContent } from './shell/RouteContent';

const FRAMES: readonly RouteFrame[] = ['layout', 'full-page', 'bare'];

const lazyScreen = (load: ScreenLoader) => lazy(() => load().then((Component) => ({ default: Component })));

/** Unknown paths show the 404 page (spec §2); no sign-in is needed to be told a page does not exist. */
const NOT_FOUND_ROUTE: RouteDefinition = {
  ...routeRow('notFound'),
  id: 'unknownPath',
  name: 'Not Found',
  path: '*',
  title: 'Not Found',
  roles: [],
  flags: ['no-menu-item'],
  permissions: [],
  dynamicChildren: [],
  parents: [],
  isPublic: true,
  allowsAnyAccountStatus: true,
  opensWhenRenewalRefused: false,
};

function toRouteObject(route: RouteDefinition): RouteObject {
  const Screen = route.screen ? lazyScreen(route.screen) : undefined;
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    element: <RouteContent route={route} Screen={Screen} />,
    // A screen that throws, or whose chunk fails to load, fails in place: the frame (menu) stays.
    errorElement: <ScreenErrorBoundary frame={route.frame} />,
  };
}

/** The router's routes, made from the route table: each route and its /:membershipNumber copy, by frame, and the 404. */
export function buildRoutes(table: readonly RouteDefinition[], shell: ReactNode): RouteObject[] {
  const routes = [...table, ...memberRouteCopies(table), NOT_FOUND_ROUTE];
  return [
    {
      element: shell,
      errorElement: <ScreenErrorBoundary />,
      children: FRAMES.map((frame) => ({
        element: <FramedOutlet frame={frame} />,
        children: routes.filter((route) => route.frame === frame).map(toRouteObject),
      })),
    },
  ];
}
