import { Auth0Client } from '@auth0/auth0-spa-js';
import type { AppConfig } from '@/config/config';

export const REDIRECT_PATH = '/redirect';

/** The identity SDK with the spec's §9 client settings (DESIGN.md §3). */
export function createAuthClient(config: AppConfig, origin = window.location.origin): Auth0Client {
  return new Auth0Client({
    domain: config.auth0.domain,
    clientId: config.auth0.clientId,
    authorizationParams: {
      redirect_uri: origin + REDIRECT_PATH,
      audience: config.auth0.audience,
    },
    useRefreshTokens: true,
    // Refresh tokens only: no hidden-iframe fallback, which third-party-cookie blocking breaks anyway.
    useRefreshTokensFallback: false,
    cacheLocation: 'localstorage',
    httpTimeoutInSeconds: 10,
    authorizeTimeoutInSeconds: 60,
    leeway: 60,
    // The SDK's own token lock already waits 5 s, the spec's lock setting: nothing to configure.
  });
}
