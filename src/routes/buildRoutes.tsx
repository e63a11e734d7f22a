import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { RootErrorBoundary } from './RootErrorBoundary';
import type { RouteDefinition, ScreenLoader } from './routeDefinition';
import { memberRouteCopies, NOT_FOUND_SCREEN } from './routeTable';
import { RouteScreen } from './shell/RouteScreen';

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

/** The router's routes, made from the route table: each route, its /:membershipNumber copy, and the 404. */
export function buildRoutes(table: readonly RouteDefinition[], shell: ReactNode): RouteObject[] {
  const routes = [...table, ...memberRouteCopies(table), NOT_FOUND_ROUTE];
  return [
    {
      element: shell,
      errorElement: <RootErrorBoundary />,
      children: routes.map((route) => {
        const Screen = route.screen ? lazyScreen(route.screen) : undefined;
        return { path: route.path, element: <RouteScreen route={route} Screen={Screen} /> };
      }),
    },
  ];
}

