// A screen inside what its route row puts around it (src/router/shell/RouteScreen.tsx): the row's
// notice when the page needs a member in view and none is, and the route's place to wait.
import type { ReactElement } from 'react';
import { buildRouteTable, type RouteId } from '@/router/routeTable';
import { RouteScreen } from '@/router/shell/RouteScreen';

export function inRoute(id: RouteId, ui: ReactElement) {
  const route = buildRouteTable('larder').find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return <RouteScreen route={route}>{ui}</RouteScreen>;
}
