import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { ToastHost } from '@/components/toasts/ToastHost';
import { LayoutSettingsProvider } from '@/layout/LayoutSettingsProvider';
import type { RouteDefinition } from '@/router/routeDefinition';
import { RouteTableProvider } from '@/router/RouteTableContext';
import { MemberSessionProvider } from '@/session/MemberSessionContext';
import type { RouteDataSource } from '@/session/pageData';
import type { AnalyticsAdapter } from './analytics';
import { AnalyticsProvider } from './AnalyticsContext';
import { RouteDataSync } from './RouteDataSync';

export interface PortalRootProps {
  table: readonly RouteDefinition[];
  router: DataRouter;
  analytics: AnalyticsAdapter;
  routeData: RouteDataSource;
}

/** Everything below sign-in and the API client: the member session, layout settings, routes and toasts. */
export function PortalRoot({ table, router, analytics, routeData }: PortalRootProps) {
  return (
    <MemberSessionProvider>
      <RouteDataSync source={routeData} />
      <LayoutSettingsProvider>
        <RouteTableProvider table={table}>
          <AnalyticsProvider analytics={analytics}>
            <RouterProvider router={router} />
            <ToastHost />
          </AnalyticsProvider>
        </RouteTableProvider>
      </LayoutSettingsProvider>
    </MemberSessionProvider>
  );
}
