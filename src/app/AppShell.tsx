import { Outlet } from 'react-router';
import { RouteEffects } from './RouteEffects';

/** The router's root: route-change effects, then the matched page. */
export function AppShell() {
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}
