import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { ToastHost } from '@/components/toasts/ToastHost';
import { LayoutSettingsProvider } from '@/layout/LayoutSettingsProvider';
import type { RouteDefinition } from '@/routing/routeDefinition';
import { RouteTableProvider } from '@/routes/RouteTableContext';
import { DraftHousekeeping } from '@/session/DraftHousekeeping';
import { MemberSessionProvider } from '@/session/MemberSessionContext';
import type { AnalyticsAdapter } from './analytics';
import { AnalyticsProvider } from './AnalyticsContext';

export interface PortalRootProps {
  table: readonly RouteDefinition[];
  router: DataRouter;
  analytics: AnalyticsAdapter;
}

/** Everything below sign-in and the API client: the member session, layout settings, routes and toasts. */
export function PortalRoot({ table, router, analytics }: PortalRootProps) {
  return (
    <MemberSessionProvider>
      <DraftHousekeeping />
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
