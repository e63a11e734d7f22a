// TEST DOUBLE, never shipped: the local sign-in stand-in for the association's Auth0 tenant, built on
// oidc-provider. auth0-spa-js works against it unchanged; see DESIGN.md §6.
import express, { type Router } from 'express';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../data/demoAccounts.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './accessTokenVerifier.ts';
import { createChangePasswordRouter, type ChangePasswordRequest } from './changePasswordRoute.ts';
import { createInteractionRouter } from './interactionRoutes.ts';
import { createLandingPageRouter } from './landingPageRoutes.ts';
import { createLogoutRouter } from './logoutRoute.ts';
import { createPersonaTokenRouter } from './personaTokenRoute.ts';
import { requireLoopbackHttpUrl } from './loopback.ts';
import { createProviderConfiguration } from './providerConfiguration.ts';
import { mountPathOf, type SignInServerOptions } from './signInServerOptions.ts';
import { createSigningKey } from './signingKey.ts';

export type { SignInServerOptions } from './signInServerOptions.ts';
export type { ChangePasswordRequest } from './changePasswordRoute.ts';

export interface SignInServer {
  issuer: string;
  /** Where `handler` must be mounted: the issuer's path, e.g. `/idp`. */
  mountPath: string;
  /** Express middleware for requests under `mountPath` (Express strips the prefix from req.url only). */
  handler: Router;
  /** The public signing key, as published at `/.well-known/jwks.json`. */
  publicJwk: JWK;
  /** Checks an access token as the API must: RS256 by this server, issuer, audience, expiry. Null if not. */
  verifyAccessToken: AccessTokenVerifier;
  /** Every `/dbconnections/change_password` request received, oldest first. */
  changePasswordRequests: ChangePasswordRequest[];
}

export async function createSignInServer(options: SignInServerOptions): Promise<SignInServer> {
  requireLoopbackHttpUrl('The sign-in stand-in issuer (VITE_AUTH0_DOMAIN)', options.issuer);
  if (!options.issuer.endsWith('/')) {
    throw new Error(`The issuer must end with "/" as auth0-spa-js expects \`\${domain}/\` (got ${options.issuer}).`);
  }
  const accounts = options.accounts ?? DEMO_ACCOUNTS;
  const signingKey = await createSigningKey();
  const provider = new Provider(
    options.issuer,
    createProviderConfiguration({ ...options, accounts }, { ...signingKey.privateJwk }),
  );
  provider.on('server_error', (_ctx, error) => console.error('[sign-in stand-in] server error:', error));

  const changePasswordRequests: ChangePasswordRequest[] = [];
  const { clientId, portalOrigin } = options;

  // Our own routes first; everything else under the mount is oidc-provider's, which must see unparsed
  // bodies (so each route of ours parses its own).
  const handler = express.Router();
  handler.use(createInteractionRouter({ provider, accounts, sharedPassword: DEMO_PASSWORD, portalOrigin }));
  handler.use(createLogoutRouter({ clientId, allowedLogoutUrls: options.allowedLogoutUrls, portalOrigin }));
  handler.use(
    createChangePasswordRouter({ clientId, connection: options.changePasswordConnection, requests: changePasswordRequests }),
  );
  handler.use(createLandingPageRouter({ portalOrigin }));
  handler.use(createPersonaTokenRouter({ ...options, accounts, privateJwk: signingKey.privateJwk }));
  handler.use(provider.callback());

  return {
    issuer: options.issuer,
    mountPath: mountPathOf(options.issuer),
    handler,
    publicJwk: signingKey.publicJwk,
    verifyAccessToken: createAccessTokenVerifier({
      publicKey: signingKey.publicKey,
      issuer: options.issuer,
      audience: options.audience,
    }),
    changePasswordRequests,
  };
}
