import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { RecordingAnalytics } from '@/app/analytics';
import { AppShell } from '@/app/AppShell';
import { PortalRoot } from '@/app/PortalRoot';
import { buildRoutes } from '@/router/buildRoutes';
import type { RouteDefinition } from '@/router/routeDefinition';
import { buildRouteTable } from '@/router/routeTable';
import { setImpersonationOverride } from '@/session/impersonationOverride';
import { RouteDataSource } from '@/session/pageData';
import { UNKNOWN_USER } from '@/domain/user';
import { createTestQueryClient, fakeAuth, testConfig, TestProviders, userForDemoAccount, type RenderOptions } from './renderWithProviders';

/**
 * The address the committed page was rendered for. The router moves between pages in a React transition,
 * which keeps the old page on screen while the new one's lazy chunk loads: until this matches the
 * router's location, what is on screen belongs to the page before.
 */
function RenderedLocation() {
  const location = useLocation();
  return <span hidden data-rendered-location={location.pathname + location.search} />;
}

/** Renders the whole routed portal (route table, guards, layout, screens) at a path, against the simulator. */
export function renderPortal(
  path: string,
  options: Omit<RenderOptions, 'path' | 'routes' | 'state'> & { table?: RouteDefinition[] } = {},
) {
  const user = options.user ?? (options.account ? userForDemoAccount(options.account) : UNKNOWN_USER);
  const auth = fakeAuth(user, options.auth);
  const config = testConfig(options.config);
  if (options.override) setImpersonationOverride(options.override);
  const table = options.table ?? buildRouteTable(config.productKey);
  const shell = (
    <>
      <AppShell />
      <RenderedLocation />
    </>
  );
  const queryClient = createTestQueryClient();
  const routeData = new RouteDataSource(queryClient);
  const router = createMemoryRouter(buildRoutes(table, shell, routeData), { initialEntries: [path] });
  const analytics = new RecordingAnalytics();
  const result = render(
    <TestProviders auth={auth} config={config} queryClient={queryClient} withToasts={false}>
      <PortalRoot table={table} router={router} analytics={analytics} routeData={routeData} />
    </TestProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  /** True once the page on screen is the one for the router's location (no transition still under way). */
  // eslint-disable-next-line testing-library/no-node-access -- the portal's mark of the location it has rendered: a harness signal, not something a person sees
  const isShowingLocation = () => document.querySelector('[data-rendered-location]')?.getAttribute('data-rendered-location') === location();
  return { ...result, router, auth, config, analytics, queryClient, location, isShowingLocation, userEvent: userEvent.setup() };
}
