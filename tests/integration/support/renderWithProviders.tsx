import { Suspense, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient} from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { ApiClientProvider } from '@/api/ApiClientContext';
import { createApiClient } from '@/api/loader';
import { createQueryClient } from '@/api/queryClient';
import { AuthContext, type AuthState } from '@/auth/AuthContext';
import { recordSignInAgain } from '@/auth/signInAgain';
import { readConfig, type AppConfig } from '@/config/config';
import { ConfigProvider } from '@/config/ConfigContext';
import { UNKNOWN_USER, type SignedInUser } from '@/domain/user';
import { RouteErrorElement } from '@/router/RouteErrorElement';
import { buildRouteTable, type RouteId } from '@/router/routeTable';
import { PageLoading } from '@/router/shell/PageLoading';
import { RouteScreen } from '@/router/shell/RouteScreen';
import { StartupGate } from '@/router/shell/StartupGate';
import { MemberSessionProvider, useMemberSession } from '@/session/MemberSessionContext';
import { setImpersonationOverride, type ImpersonationOverride } from '@/session/impersonationOverride';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { signTestToken } from '../../mocks/api/testTokens';

/** The settings the tests run with: .env.e2e, loaded by vitest.config.ts. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const result = readConfig(import.meta.env);
  if (!result.ok) throw new Error(`Test settings are invalid: ${JSON.stringify(result.problems)}`);
  return { ...result.config, ...overrides };
}

export function userForDemoAccount(key: string): SignedInUser {
  const account = demoAccount(key);
  return {
    id: `auth0|${account.key}`,
    name: account.name,
    email: account.email,
    roles: account.roles,
    membershipNumber: account.membershipNumber,
    accountId: account.accountId,
    accountStatus: account.accountStatus,
    memberType: account.memberType,
  };
}

/** A signed-in (or signed-out) session whose access tokens the API simulator accepts. */
export function fakeAuth(user: SignedInUser, overrides: Partial<AuthState> = {}): AuthState {
  const signedIn = user.id !== UNKNOWN_USER.id;
  const login = overrides.login ?? vi.fn(async () => undefined);
  return {
    isLoading: false,
    isAuthenticated: signedIn,
    user,
    login,
    // As the real provider: remembered across the redirect, then the same sign-in.
    signInAgain: vi.fn(async (call: string, returnTo: string) => {
      recordSignInAgain(call, new Date());
      return login(returnTo);
    }),
    // As the real provider, which forgets the local state between revoking and leaving.
    logout: vi.fn(async (_returnTo: string, beforeLeaving?: () => void) => beforeLeaving?.()),
    refreshSession: vi.fn(async () => undefined),
    getAccessToken: () =>
      signTestToken({
        subject: user.id,
        roles: user.roles,
        membershipNumber: user.membershipNumber,
        accountId: user.accountId,
        accountStatus: user.accountStatus,
        memberType: user.memberType,
        email: user.email,
      }),
    ...overrides,
  };
}

export interface RenderOptions {
  /** A demo account key (tests/mocks/data/demoAccounts.ts), or an explicit user. Default: signed out. */
  account?: string;
  user?: SignedInUser;
  auth?: Partial<AuthState>;
  config?: Partial<AppConfig>;
  /** The URL the memory router starts at. */
  path?: string;
  /** Navigation state for the first entry (e.g. a claim to resubmit). */
  state?: unknown;
  /** Routes to mount; by default `ui` renders at every path. */
  routes?: RouteObject[];
  override?: ImpersonationOverride;
  /**
   * The member session (the start-up data: member, permissions, prompts) around the router, as the portal
   * has it, with an output naming its state (`waitForSession`), so a test can tell "no prompt" from "not yet".
   */
  session?: boolean;
  /**
   * The route row whose frame the screen (or each given route's element) sits in, as the portal puts it
   * there: its notice when it needs a member in view and none is, and, with `session`, its start-up gate
   * (a spinner until the start-up data is in, the renewal screen when renewal is refused).
   */
  route?: RouteId;
}

/** The portal's query client, retrying without the pause so failure tests stay quick. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

export function TestProviders({
  auth,
  config,
  queryClient: givenClient,
  withToasts = true,
  children,
}: {
  auth: AuthState;
  config: AppConfig;
  queryClient?: QueryClient;
  withToasts?: boolean;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => givenClient ?? createTestQueryClient());
  const api = useMemo(
    () => createApiClient({ baseUrl: config.apiUrl, getToken: auth.getAccessToken }),
    [config.apiUrl, auth.getAccessToken],
  );
  return (
    <ConfigProvider config={config}>
      <AuthContext value={auth}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={api}>
            {children}
            {withToasts && <ToastContainer />}
          </ApiClientProvider>
        </QueryClientProvider>
      </AuthContext>
    </ConfigProvider>
  );
}

/** Says when the start-up data has settled, so a test can tell "no prompt" from "not yet" (`waitForSession`). */
function SessionState() {
  const { startupState, details } = useMemberSession();
  // Hidden, so it never joins what the screen's own queries find (a list's "3 shown" status).
  return (
    <output hidden aria-label="Session state">
      {`${startupState}${details ? ' with details' : ''}`}
    </output>
  );
}

const ROUTE_TABLE = buildRouteTable('larder');

function routeRow(id: RouteId) {
  const row = ROUTE_TABLE.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No route ${id}`);
  return row;
}

/**
 * One of the two ways tests render (the other is `renderPortal`): a screen (or a few routes of screens)
 * inside the portal's providers, talking to the API simulator (tests/integration/support/simulator.ts).
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const user = options.user ?? (options.account ? userForDemoAccount(options.account) : UNKNOWN_USER);
  const auth = fakeAuth(user, options.auth);
  const config = testConfig(options.config);
  if (options.override) setImpersonationOverride(options.override);
  const row = options.route ? routeRow(options.route) : undefined;
  const framed = (element: ReactNode) => {
    if (!row) return element;
    const screen = <RouteScreen route={row}>{element}</RouteScreen>;
    return options.session ? <StartupGate route={row}>{screen}</StartupGate> : screen;
  };
  // Given routes get a catch-all, so a redirect to a page outside them (an error page) still lands. Each
  // screen waits and fails as in the portal: a place to wait for its data, and the route's error element.
  const asRoute = (route: RouteObject): RouteObject => ({
    errorElement: <RouteErrorElement />,
    ...route,
    element: route.element && <Suspense fallback={<PageLoading />}>{framed(route.element)}</Suspense>,
  });
  const routes = (options.routes ? [...options.routes, { path: '*', element: null }] : [{ path: '*', element: ui }]).map(asRoute);
  const router = createMemoryRouter(routes, {
    initialEntries: [{ ...splitPath(options.path ?? '/'), state: options.state }],
  });
  const queryClient = createTestQueryClient();
  const routed = <RouterProvider router={router} />;
  const result = render(
    <TestProviders auth={auth} config={config} queryClient={queryClient}>
      {options.session ? (
        <MemberSessionProvider>
          {routed}
          <SessionState />
        </MemberSessionProvider>
      ) : (
        routed
      )}
    </TestProviders>,
  );
  return { ...result, router, auth, config, queryClient, userEvent: userEvent.setup({ advanceTimers: advanceFakeTimers }) };
}

/** userEvent's own pauses move fake timers on when a test has them (vi.useFakeTimers), so they still end. */
function advanceFakeTimers(ms: number) {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
}

function splitPath(path: string): { pathname: string; search: string } {
  const [pathname = '/', search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}
