import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
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

export interface AppProps {
  config: AppConfig;
  authClient: Auth0Client;
  analytics: AnalyticsAdapter;
}

export function App({ config, authClient, analytics }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  // What the routes' loaders read; kept in step with the session by RouteDataSync.
  const [routeData] = useState(() => new RouteDataSource(queryClient));
  const table = useMemo(() => buildRouteTable(config.productKey), [config.productKey]);
  const router = useMemo(() => createBrowserRouter(buildRoutes(table, <AppShell />, routeData)), [table, routeData]);

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
