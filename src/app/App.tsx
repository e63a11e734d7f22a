import { useMemo, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter } from 'react-router';
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { ApiClientProvider } from '@/api/ApiClientContext';
import { createApiClient } from '@/api/loader';
import { createQueryClient } from '@/api/queryClient';
import { useAuth } from '@/auth/AuthContext';
import { Auth0AuthProvider } from '@/auth/Auth0AuthProvider';
import { SessionSync } from '@/auth/SessionSync';
import type { AppConfig } from '@/config/config';
import { ConfigProvider } from '@/config/ConfigContext';
import { buildRoutes } from '@/router/buildRoutes';
import { clearImpersonationOverride } from '@/session/impersonationOverride';
import type { RouteDefinition } from '@/router/routeDefinition';
import { buildRouteTable } from '@/router/routeTable';
import { RouteDataSource } from '@/session/pageData';
import type { AnalyticsAdapter } from './analytics';
import { AppShell } from './AppShell';
import { PortalRoot } from './PortalRoot';

/** The API client gets its bearer tokens from the signed-in session. */
function ApiProvider({ apiUrl, children }: { apiUrl: string; children: ReactNode }) {
  const { getAccessToken } = useAuth();
  const client = useMemo(() => createApiClient({ baseUrl: apiUrl, getToken: getAccessToken }), [apiUrl, getAccessToken]);
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/** What the portal runs on below React: the query cache, the route table, and the router with what its loaders read. */
export interface AppCore {
  queryClient: QueryClient;
  /** What the routes' loaders read; kept in step with the session by RouteDataSync. */
  routeData: RouteDataSource;
  table: RouteDefinition[];
  router: DataRouter;
}

/**
 * Creates the router, which at once starts loading the first page's code and data. main.tsx calls it before
 * React draws anything, so that work is a task of its own rather than part of the first render's.
 */
export function createAppCore(config: AppConfig): AppCore {
  const queryClient = createQueryClient();
  const routeData = new RouteDataSource(queryClient);
  const table = buildRouteTable(config.productKey);
  const router = createBrowserRouter(buildRoutes(table, <AppShell />, routeData));
  return { queryClient, routeData, table, router };
}

export interface AppProps {
  config: AppConfig;
  authClient: Auth0Client;
  analytics: AnalyticsAdapter;
  /** Made by main.tsx before the first render; made here when not given. */
  core?: AppCore;
}

export function App({ config, authClient, analytics, core }: AppProps) {
  const [{ queryClient, routeData, table, router }] = useState(() => core ?? createAppCore(config));

  return (
    <ConfigProvider config={config}>
      <Auth0AuthProvider client={authClient} onSignInRedirect={clearImpersonationOverride}>
        <SessionSync />
        <QueryClientProvider client={queryClient}>
          <ApiProvider apiUrl={config.apiUrl}>
            <PortalRoot table={table} router={router} analytics={analytics} routeData={routeData} />
          </ApiProvider>
        </QueryClientProvider>
      </Auth0AuthProvider>
    </ConfigProvider>
  );
}
