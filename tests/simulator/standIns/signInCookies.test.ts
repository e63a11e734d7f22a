// The sign-in stand-in (a test double) serves plain http on loopback, on the portal's own origin: every cookie
// it sets on the way through a sign-in must be one that every browser keeps there. SameSite=None needs Secure,
// which http cannot carry, and Firefox refuses such a cookie.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createSignInServer } from '../../mocks/idp/createSignInServer';

const CLIENT_ID = 'larder-portal-local';
const AUDIENCE = 'https://api.larder.local';
// PKCE: any verifier's S256 challenge will do, the code is never exchanged here.
const CODE_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
let server: Server;
let origin = '';

beforeAll(async () => {
  const app = express();
  server = app.listen(0, 'localhost');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const signIn = await createSignInServer({
    issuer: `${origin}/idp/`,
    clientId: CLIENT_ID,
    audience: AUDIENCE,
    claimsNamespace: 'https://larder.local/',
    productKey: 'larder',
    allowedLogoutUrls: [`${origin}/idp/logged-out`],
    portalOrigin: origin,
  });
  app.use(signIn.mountPath, signIn.handler);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One request without following redirects, sending the cookies kept so far and keeping the ones it sets. */
async function visit(jar: Map<string, string>, url: string, init: RequestInit = {}) {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(new URL(url, origin), { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
  const setCookies = response.headers.getSetCookie();
  for (const line of setCookies) {
    const [, name = '', value = ''] = /^([^=]+)=([^;]*)/.exec(line) ?? [];
    jar.set(name, value);
  }
  return { response, setCookies };
}

it('signs in with first-party cookies only: SameSite=Lax and httpOnly, none that plain http would lose', async () => {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const authorize = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${origin}/redirect`,
    scope: 'openid profile email offline_access',
    audience: AUDIENCE,
    code_challenge: CODE_CHALLENGE,
    code_challenge_method: 'S256',
  });
  const toLogin = await visit(jar, `/idp/authorize?${authorize}`);
  setCookies.push(...toLogin.setCookies);
  const interaction = toLogin.response.headers.get('location')!;
  expect(interaction).toMatch(/\/idp\/interaction\//);

  const login = await visit(jar, `${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'member-active' }),
  });
  setCookies.push(...login.setCookies);
  const resume = await visit(jar, login.response.headers.get('location')!);
  setCookies.push(...resume.setCookies);
  expect(resume.response.headers.get('location')).toMatch(new RegExp(`^${origin}/redirect\\?code=`));

  const kept = setCookies.filter((line) => !/expires=Thu, 01 Jan 1970/i.test(line));
  expect(kept.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining(['_interaction', '_interaction_resume', '_session']));
  for (const line of kept) {
    expect(line, line).toMatch(/;\s*samesite=lax/i);
    expect(line, line).toMatch(/;\s*httponly/i);
  }
  expect(kept.filter((line) => line.includes('.legacy'))).toEqual([]);
});
