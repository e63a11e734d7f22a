import type { Auth0Client } from '@auth0/auth0-spa-js';
import { REDIRECT_PATH } from './createAuthClient';
import { writeLastActivity } from './lastActivity';
import { safeReturnTarget } from './returnTarget';
import { announceSession } from './sessionChannel';
import { markBackFromSignIn } from './signInAgain';

export interface AuthSnapshot {
  isAuthenticated: boolean;
  claims?: Record<string, unknown>;
  returnTo?: string;
  error?: Error;
}

export interface ReturnState {
  returnTo?: string;
}

const started = new WeakMap<Auth0Client, Promise<AuthSnapshot>>();

function isSignInCallback(location: Location): boolean {
  const params = new URLSearchParams(location.search);
  return location.pathname === REDIRECT_PATH && (params.has('code') || params.has('error')) && params.has('state');
}

/** Who is signed in now, from the SDK's cached ID token. */
export async function readSession(client: Auth0Client): Promise<AuthSnapshot> {
  const isAuthenticated = await client.isAuthenticated();
  const claims = isAuthenticated ? ((await client.getIdTokenClaims()) as Record<string, unknown> | undefined) : undefined;
  return { isAuthenticated, claims };
}

async function start(client: Auth0Client, location: Location): Promise<AuthSnapshot> {
  if (isSignInCallback(location)) {
    try {
      const { appState } = await client.handleRedirectCallback<ReturnState>(location.href);
      markBackFromSignIn(new Date());
      // Signing in is activity: a time left from an earlier session must not sign this one out at once.
      writeLastActivity(Date.now());
      const session = await readSession(client);
      // The other open tabs reload as this person if they were someone else (SessionSync).
      if (typeof session.claims?.sub === 'string') announceSession({ type: 'signed-in', userId: session.claims.sub });
      return { ...session, returnTo: safeReturnTarget(appState?.returnTo) };
    } catch (error) {
      return { ...(await readSession(client)), error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
  // Restores a session from the cached refresh token; no network call when nobody has signed in.
  await client.checkSession().catch(() => undefined);
  return readSession(client);
}

/**
 * Settles the SDK once per client. React StrictMode runs start-up effects twice, and a sign-in code
 * can be exchanged only once, so both runs share one promise.
 */
export function initialiseAuth(client: Auth0Client, location: Location = window.location): Promise<AuthSnapshot> {
  let promise = started.get(client);
  if (!promise) {
    promise = start(client, location);
    started.set(client, promise);
  }
  return promise;
}
