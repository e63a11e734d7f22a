import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { ToastHost } from '@/components/toasts/ToastHost';
import { CookieBanner } from '@/layout/CookieBanner';
import type { RouteDefinition } from '@/router/routeDefinition';
import { RouteTableProvider } from '@/router/RouteTableContext';
import { AnalyticsConsentProvider, useAnalyticsConsent } from '@/session/AnalyticsConsentContext';
import { DraftHousekeeping } from '@/session/DraftHousekeeping';
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

/** Tells the analytics the person's choice, whenever it is made or changed (in this tab or another). */
function AnalyticsConsentFollower({ analytics }: { analytics: AnalyticsAdapter }) {
  const { choice } = useAnalyticsConsent();
  useEffect(() => analytics.consentChanged?.(choice === 'accepted'), [analytics, choice]);
  return null;
}

/** Everything below sign-in and the API client: the member session, the cookie question, routes and toasts. */
export function PortalRoot({ table, router, analytics, routeData }: PortalRootProps) {
  return (
    <MemberSessionProvider>
      <RouteDataSync source={routeData} />
      <DraftHousekeeping />
      <AnalyticsConsentProvider>
        <AnalyticsConsentFollower analytics={analytics} />
        <RouteTableProvider table={table}>
          <AnalyticsProvider analytics={analytics}>
            <CookieBanner />
            <RouterProvider router={router} />
            <ToastHost />
          </AnalyticsProvider>
        </RouteTableProvider>
      </AnalyticsConsentProvider>
    </MemberSessionProvider>
  );
}
