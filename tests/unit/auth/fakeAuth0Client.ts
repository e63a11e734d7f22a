import type { Auth0Client } from '@auth0/auth0-spa-js';
import { vi } from 'vitest';

/** A stand-in for the SDK client with only the methods the portal calls, each a spy. */
export function fakeAuth0Client({
  isAuthenticated = false,
  claims = undefined as Record<string, unknown> | undefined,
  appState = undefined as unknown,
} = {}) {
  const fake = {
    handleRedirectCallback: vi.fn(async (_url?: string) => ({ appState })),
    checkSession: vi.fn(async () => undefined),
    isAuthenticated: vi.fn(async () => isAuthenticated),
    getIdTokenClaims: vi.fn(async () => claims),
    getTokenSilently: vi.fn(async () => 'access-token-1'),
    loginWithRedirect: vi.fn(async (_options?: unknown) => undefined),
    logout: vi.fn(async (_options?: unknown) => undefined),
    revokeRefreshToken: vi.fn(async (_options?: unknown) => undefined),
  };
  return { fake, client: fake as unknown as Auth0Client };
}

/** Enough of window.location for the start-up code: path, query and the full address. */
export function fakeLocation(pathAndQuery: string, origin = 'https://larder.example'): Location {
  const url = new URL(pathAndQuery, origin);
  return { pathname: url.pathname, search: url.search, href: url.href } as Location;
}
