// TEST DOUBLE support, never shipped: oidc-provider configured to look, to @auth0/auth0-spa-js, like the
// association's Auth0 tenant: Auth0's endpoint paths, its `audience` parameter yielding RS256 JWT access
// tokens, refresh-token rotation, namespaced custom claims and no consent screen for the portal.
import { randomBytes } from 'node:crypto';
import { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { DemoAccount } from '../data/demoAccounts.ts';
import { accountWithSubject, customClaimNames, customClaims, standardClaims } from './demoAccountClaims.ts';
import { firstPartyGrantLoader, firstPartyRefreshTokenPolicy, firstPartySessionBinding } from './firstPartyGrants.ts';
import { createMemoryAdapterFactory } from './memoryAdapter.ts';
import { renderLogoutSubmitPage, renderProblemPage } from './plainPages.ts';
import { mountPathOf, type SignInServerOptions } from './signInServerOptions.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Access tokens are self-contained JWTs: the API accepts one until it expires, whatever happened to the
 * session (a logout, a revoked refresh token). Their lifetime is the most a token copied out of a browser
 * outlives its session, so it is short: 10 minutes, as the tenant's API is set (docs/deployment.md). The
 * portal renews them silently with its refresh token.
 */
export const ACCESS_TOKEN_TTL = 10 * MINUTE;

/** Auth0's paths, relative to the issuer. End-session lives elsewhere: `/v2/logout` leads into it. */
export const AUTH0_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  revocation: '/oauth/revoke',
  userinfo: '/userinfo',
  jwks: '/.well-known/jwks.json',
  end_session: '/oidc/logout',
};

function sendHtml(ctx: KoaContextWithOIDC, status: number, html: string) {
  ctx.type = 'html';
  ctx.status = status;
  ctx.body = html;
}

export function createProviderConfiguration(
  options: SignInServerOptions & { accounts: readonly DemoAccount[] },
  signingJwk: Record<string, unknown>,
): Configuration {
  const { clientId, audience, portalOrigin, accounts, currentAccountStatus } = options;

  /** The demo account as it signs in now: with the status the records hold, when the portal changed it. */
  function signingIn(subject: string): DemoAccount | undefined {
    const account = accountWithSubject(accounts, subject);
    const status = account?.membershipNumber ? currentAccountStatus?.(account.membershipNumber) : undefined;
    return account && status ? { ...account, accountStatus: status } : account;
  }

  async function findAccount(_ctx: KoaContextWithOIDC, subject: string): Promise<Account | undefined> {
    const account = signingIn(subject);
    if (!account) return undefined;
    return {
      accountId: subject,
      claims: () => ({ sub: subject, ...standardClaims(account), ...customClaims(account, options) }),
    };
  }

  return {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: clientId,
        client_name: 'Larder portal (local)',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${portalOrigin}/redirect`],
        post_logout_redirect_uris: options.allowedLogoutUrls,
      },
    ],
    // Chrome sends Origin even on same-origin POSTs to /oauth/token: allow the portal's origin only.
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    // Custom claims ride on the always-present openid scope, as an Auth0 Action adds them to every token.
    claims: {
      openid: ['sub', ...customClaimNames(options)],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname'],
    },
    // Put the scope's claims into the ID token itself (the SDK's getUser reads only the ID token).
    conformIdTokenClaims: false,
    // The stand-in shares the portal's origin and serves plain http on loopback only, so every cookie is
    // first-party: Lax, never oidc-provider's default SameSite=None for its long-lived session cookie, which
    // needs Secure, which http cannot carry (Firefox and Chromium refuse such a cookie, so the session lived
    // only in its unmarked `.legacy` copy).
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    expiresWithSession: firstPartySessionBinding(clientId),
    extraParams: ['audience'],
    // The API simulator authorises from the access token, so it carries the same custom claims.
    extraTokenClaims: async (_ctx, token) => {
      const account = token.accountId ? signingIn(token.accountId) : undefined;
      return account ? customClaims(account, options) : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => sendHtml(ctx, 200, renderLogoutSubmitPage(form)),
        postLogoutSuccessSource: async (ctx) =>
          sendHtml(ctx, 200, renderProblemPage('You have signed out', 'The sign-in session has ended.', portalOrigin)),
      },
      // Auth0's `audience` parameter is a resource indicator whose access tokens are RS256 JWTs.
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx, _client, oneOf) => {
          if (oneOf) return oneOf.includes(audience) ? audience : oneOf;
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' && requested ? requested : undefined;
        },
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) {
            throw new errors.InvalidTarget(`unknown audience ${resourceIndicator}; this stand-in serves ${audience}`);
          }
          return { audience, accessTokenFormat: 'jwt', accessTokenTTL: ACCESS_TOKEN_TTL, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    findAccount,
    interactions: { url: async (_ctx, interaction) => `${mountPathOf(options.issuer)}/interaction/${interaction.uid}` },
    issueRefreshToken: firstPartyRefreshTokenPolicy(clientId),
    jwks: { keys: [signingJwk] },
    loadExistingGrant: firstPartyGrantLoader(clientId),
    pkce: { methods: ['S256'], required: () => true },
    responseTypes: ['code'],
    renderError: async (ctx, out) => {
      const message = [out.error, out.error_description].filter(Boolean).join(': ');
      sendHtml(ctx, ctx.status >= 400 ? ctx.status : 400, renderProblemPage('Sign-in error', message, portalOrigin));
    },
    routes: AUTH0_ROUTES,
    // Auth0's defaults where it has them: 10 h ID tokens, rotating refresh tokens for 30 days. Access tokens
    // as the tenant's API is set (ACCESS_TOKEN_TTL).
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: MINUTE,
      IdToken: 10 * HOUR,
      RefreshToken: 30 * DAY,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 30 * DAY,
    },
  };
}
