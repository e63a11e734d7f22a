import { Outlet } from 'react-router';
import { IdleSignOut } from '@/auth/IdleSignOut';
import { NavigationProgress } from '@/router/shell/NavigationProgress';
import { PageArrival } from '@/router/shell/PageArrival';
import { RouteEffects } from './RouteEffects';

/** The router's root: route-change effects, the page's title and focus, a bar while a page loads, the idle sign-out, then the page. */
export function AppShell() {
  return (
    <>
      <RouteEffects />
      <PageArrival />
      <NavigationProgress />
      <IdleSignOut />
      <Outlet />
    </>
  );
}
