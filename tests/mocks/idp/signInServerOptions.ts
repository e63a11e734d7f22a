// TEST DOUBLE support, never shipped: the settings of the local sign-in stand-in, all derived from the
// portal's own VITE_* settings by whoever starts it (tests/mocks/server).
import type { DemoAccount } from '../data/demoAccounts.ts';

export interface SignInServerOptions {
  /** `${VITE_AUTH0_DOMAIN}/`, e.g. `http://localhost:5173/idp/`; must be on a loopback host. */
  issuer: string;
  /** VITE_AUTH0_CLIENT_ID: the one client, the portal (a public SPA client). */
  clientId: string;
  /** VITE_AUTH0_AUDIENCE: the API that access tokens are for. */
  audience: string;
  /** VITE_AUTH0_CLAIMS_NAMESPACE: prefix of the custom claims (may be empty). */
  claimsNamespace: string;
  /** VITE_PRODUCT_KEY: names the `${productKey}AccountStatus` claim. */
  productKey: string;
  /** Where `/v2/logout?returnTo=` may send people: VITE_LOGOUT_RETURN_URL and VITE_LEGACY_LOGOUT_URL. */
  allowedLogoutUrls: string[];
  /** The portal's origin, e.g. `http://localhost:5173`: its `/redirect` is the one callback. */
  portalOrigin: string;
  /** VITE_AUTH0_CHANGE_PASSWORD_CONNECTION; when set, other connections are refused as Auth0 would. */
  changePasswordConnection?: string;
  /**
   * The account status the sign-in service holds for a membership's user when the association's backend has
   * changed it (signInUserStatuses.ts: an online renewal, a suspension paid off): every token issued from
   * then on carries it, a refresh token's included. Undefined keeps the demo account's own.
   */
  currentAccountStatus?: (membershipNumber: string) => string | undefined;
  /** Who may sign in; the demo accounts unless a test says otherwise. */
  accounts?: readonly DemoAccount[];
}

/** The path the server must be mounted at: the issuer's path without its trailing slash (`/idp`). */
export function mountPathOf(issuer: string): string {
  return new URL(issuer).pathname.replace(/\/+$/, '');
}
