// Tests of the sign-in stand-in (a test double) where it must do what the association's Auth0 tenant does
// about sessions: refresh tokens rotate, a revoked one (POST /oauth/revoke, as the portal's logout sends)
// no longer works, and access tokens are short-lived JWTs that stay valid until they expire.
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInServer, type SignInServer } from '../../mocks/idp/createSignInServer';

const CLIENT_ID = 'larder-portal-local';
const AUDIENCE = 'https://api.larder.local';
let server: Server;
let origin = '';
let signIn: SignInServer;

beforeAll(async () => {
  // Listening first: the issuer names the port.
  const app = express();
  app.use('/idp', (req, res, next) => signIn.handler(req, res, next));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  signIn = await createSignInServer({
    issuer: `${origin}/idp/`,
    clientId: CLIENT_ID,
    audience: AUDIENCE,
    claimsNamespace: 'https://larder.local/',
    productKey: 'larder',
    allowedLogoutUrls: [`${origin}/idp/logged-out`],
    portalOrigin: origin,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the browser keeps between the stand-in's redirects: its cookies, by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** One step of the browser's walk: the answer, its cookies kept, and where it sends the browser next. */
async function step(jar: CookieJar, url: string, init: RequestInit = {}) {
  const response = await fetch(new URL(url, origin), { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header } });
  jar.keep(response);
  expect(response.status, `${init.method ?? 'GET'} ${url}`).toBeGreaterThanOrEqual(300);
  return response.headers.get('location')!;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The authorization-code flow with PKCE as auth0-spa-js runs it, signing in as a demo person. */
async function signInAs(account: string) {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/redirect`;
  const authorize = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    audience: AUDIENCE,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const interaction = await step(jar, `/idp/authorize?${authorize}`);
  const resume = await step(jar, `${interaction}/login`, form({ account }));
  const callback = new URL(await step(jar, resume));
  const code = callback.searchParams.get('code')!;
  return { jar, ...(await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri })) };
}

async function tokenRequest(fields: Record<string, string>) {
  const response = await fetch(`${origin}/idp/oauth/token`, form({ client_id: CLIENT_ID, ...fields }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Auth0's `/v2/logout` as the browser follows it: the stand-in's logout page submits its own form. */
async function endSignInSession(jar: CookieJar) {
  const returnTo = `${origin}/idp/logged-out`;
  const logoutPage = await step(jar, `/idp/v2/logout?${new URLSearchParams({ client_id: CLIENT_ID, returnTo })}`);
  const page = await fetch(new URL(logoutPage, origin), { headers: { cookie: jar.header } });
  jar.keep(page);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
  expect(await step(jar, action, form({ xsrf, logout: 'yes' }))).toBe(returnTo);
}

const refresh = (refreshToken: unknown) => tokenRequest({ grant_type: 'refresh_token', refresh_token: String(refreshToken) });

describe('the sign-in stand-in: sessions as Auth0 keeps them', () => {
  it('a revoked refresh token no longer gives access tokens, as Auth0 refuses it', async () => {
    const signedIn = await signInAs('member-active');
    expect(signedIn.status).toBe(200);

    // It works until then, rotating as it goes.
    const renewed = await refresh(signedIn.body.refresh_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(signedIn.body.refresh_token);

    // What auth0-spa-js's revokeRefreshToken sends.
    const revocation = await fetch(
      `${origin}/idp/oauth/revoke`,
      form({ client_id: CLIENT_ID, token_type_hint: 'refresh_token', token: String(renewed.body.refresh_token) }),
    );
    expect(revocation.status).toBe(200);

    const afterRevocation = await refresh(renewed.body.refresh_token);
    expect(afterRevocation.status).toBe(400);
    expect(afterRevocation.body.error).toBe('invalid_grant');
  });

  it('ending the sign-in session (/v2/logout) leaves the refresh token working, as Auth0 does: only revoking it ends it', async () => {
    const signedIn = await signInAs('member-active');
    await endSignInSession(signedIn.jar);
    expect((await refresh(signedIn.body.refresh_token)).status).toBe(200);
  });

  it('issues access tokens for 10 minutes, which the API accepts until they expire, revocation or not', async () => {
    const signedIn = await signInAs('member-active');
    const accessToken = String(signedIn.body.access_token);
    const { iat, exp } = decodeJwt(accessToken);
    expect(exp! - iat!).toBe(10 * 60);
    expect(signedIn.body.expires_in).toBe(10 * 60);

    await fetch(`${origin}/idp/oauth/revoke`, form({ client_id: CLIENT_ID, token_type_hint: 'refresh_token', token: String(signedIn.body.refresh_token) }));
    expect(await signIn.verifyAccessToken(accessToken)).toMatchObject({ sub: 'auth0|member-active' });
  });
});
