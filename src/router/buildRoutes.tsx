import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction, NonIndexRouteObject, RouteObject } from 'react-router';
import { grants } from '@/domain/permissions';
import type { PageDataLoader, RouteDefinition, RouteFrame, ScreenLoader } from '@/router/routeDefinition';
import { memberRouteCopies, routeRow } from '@/router/routeTable';
import type { RouteDataSource } from '@/session/pageData';
import { RouteErrorElement } from './RouteErrorElement';
import { BareFrame, FramedOutlet, type RouteHandle } from './shell/FramedOutlet';
import { PageLoading } from './shell/PageLoading';
import { RouteScreen } from './shell/RouteScreen';

const FRAMES: readonly RouteFrame[] = ['layout', 'full-page', 'bare'];

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

/** The screen inside what every page needs around it (a member in view, a place to wait for data). */
function screenOf(route: RouteDefinition, load: ScreenLoader) {
  return async (): Promise<ComponentType> => {
    let Screen: ComponentType;
    try {
      Screen = await load();
    } catch (error) {
      // A chunk that would not load fails where the page would be, through the route's error element.
      Screen = () => {
        throw error;
      };
    }
    return function RouteComponent() {
      return (
        <RouteScreen route={route}>
          <Screen />
        </RouteScreen>
      );
    };
  };
}

/**
 * The /:membershipNumber copy of a route (account managers acting for a member): its own small chunk, as
 * only account managers open it, so the first load does not carry it (DESIGN.md §7).
 */
function impersonationEntryOf(route: RouteDefinition) {
  return async (): Promise<ComponentType> => {
    const { ImpersonationEntry } = await import('./shell/ImpersonationEntry');
    return function ActingForMember() {
      return <ImpersonationEntry route={route} />;
    };
  };
}

/**
 * React shows a loading boundary's content no sooner than 300 ms after its placeholder appeared (it spaces
 * reveals out so they do not flicker), so data landing just after the screen's code would wait that long
 * behind a placeholder. The navigation waits for the page's data, counted from the click, up to this long
 * instead (the progress bar shows meanwhile; the code takes much of it anyway), and the page arrives drawn.
 * Slower data shows the page's placeholder as before (docs/decisions/routes-load-their-data.md).
 */
const DATA_WAIT_MS = 400;

async function dataOrTimeout(data: unknown) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([data, new Promise((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * The route's loader: starts the page's queries, so the data is on its way while the screen's code loads,
 * and waits for them for at most DATA_WAIT_MS (they never throw: a failure shows where the page reads it).
 * It starts nothing until the session knows the member and permissions, nor for a page the member may not
 * open (its guard sends them elsewhere).
 */
function loaderOf(route: RouteDefinition, load: PageDataLoader, source: RouteDataSource) {
  return async (): Promise<LoaderFunction> => {
    const pageData = await load();
    if (!pageData) return () => null;
    return async ({ params, request }) => {
      const { api, membershipNumber = '', permissions } = source;
      const allowed = permissions !== undefined && route.permissions.every((area) => grants(permissions, area));
      if (api && allowed && (membershipNumber || !route.needsMember)) {
        await dataOrTimeout(pageData({ queryClient: source.queryClient, api, membershipNumber, permissions, params, searchParams: new URL(request.url).searchParams }));
      }
      return null;
    };
  };
}

function toRouteObject(route: RouteDefinition, source: RouteDataSource): RouteObject {
  const common = {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    // A failed load goes to its §2 page; anything else that breaks shows the unknown-error page in place.
    errorElement: <RouteErrorElement frame={route.frame} />,
  };
  if (route.actsFor) return { ...common, lazy: { Component: impersonationEntryOf(route) } };
  // Only a row whose page is not built yet shows it, so it is a chunk of its own like any screen.
  if (!route.screen) return { ...common, lazy: { Component: () => import('./shell/NotAvailableYet').then((m) => m.NotAvailableYet) } };
  return {
    ...common,
    // The screen's chunk and its data module load side by side; the loader runs as soon as its module is in.
    lazy: { Component: screenOf(route, route.screen), ...(route.data && { loader: loaderOf(route, route.data, source) }) },
  };
}

/**
 * Each frame's route. The portal's layout (menu, header, banners, icons) is not in the first load
 * (docs/decisions/first-load.md): as a lazy route, the router asks for its chunk at the same moment as the
 * page's chunk and data, so it arrives beside them rather than after them.
 */
function frameRoute(frame: RouteFrame): NonIndexRouteObject {
  if (frame === 'layout')
    return {
      lazy: {
        Component: () =>
          import('./shell/PortalLayout').then(({ PortalLayout }) => function LayoutFrame() {
            return <FramedOutlet Frame={PortalLayout} />;
          }),
      },
    };
  return { element: <FramedOutlet Frame={frame === 'bare' ? BareFrame : undefined} /> };
}

/** The router's routes, made from the route table: each route and its /:membershipNumber copy, by frame, and the 404. */
export function buildRoutes(table: readonly RouteDefinition[], shell: ReactNode, source: RouteDataSource): RouteObject[] {
  const routes = [...table, ...memberRouteCopies(table), NOT_FOUND_ROUTE];
  return [
    {
      element: shell,
      errorElement: <RouteErrorElement />,
      // The first page's code is still on its way.
      hydrateFallbackElement: <PageLoading />,
      children: FRAMES.map((frame) => ({
        ...frameRoute(frame),
        children: routes.filter((route) => route.frame === frame).map((route) => toRouteObject(route, source)),
      })),
    },
  ];
}
