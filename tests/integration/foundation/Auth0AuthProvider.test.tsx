import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { Auth0AuthProvider } from '@/auth/Auth0AuthProvider';
import { useAuth } from '@/auth/AuthContext';
import { ConfigProvider } from '@/config/ConfigContext';
import { UNKNOWN_USER } from '@/domain/user';
import { fakeAuth0Client } from '../../unit/auth/fakeAuth0Client';
import { validConfig } from '../../unit/config/configFixtures';

const NS = 'https://larder.example/';
const config = validConfig({
  productKey: 'larder',
  auth0: { domain: 'larder.eu.auth0.com', clientId: 'c', audience: 'https://api', claimsNamespace: NS },
});
const CLAIMS = {
  sub: 'auth0|ann',
  name: 'Ann Baker',
  [`${NS}roles`]: ['larderMember'],
  [`${NS}membershipNumber`]: 'LM100001',
  [`${NS}larderAccountStatus`]: 'Active',
};

function renderAuth(client: Auth0Client) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <ConfigProvider config={config}>
        <Auth0AuthProvider client={client}>{children}</Auth0AuthProvider>
      </ConfigProvider>
    </StrictMode>
  );
  return renderHook(() => useAuth(), { wrapper });
}

async function renderSignedIn() {
  const { fake, client } = fakeAuth0Client({ isAuthenticated: true, claims: CLAIMS });
  const { result } = renderAuth(client);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  return { fake, auth: () => result.current };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/myaccount/details?tab=x');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Auth0AuthProvider: the session', () => {
  it('is loading, signed out, until the SDK has settled', async () => {
    const { client } = fakeAuth0Client({ isAuthenticated: true, claims: CLAIMS });
    const { result } = renderAuth(client);
    expect(result.current.isLoading).toBe(true);
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBe(UNKNOWN_USER);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
  });

  it('builds the signed-in user from the namespaced claims', async () => {
    const { auth } = await renderSignedIn();
    expect(auth().isAuthenticated).toBe(true);
    expect(auth().user).toMatchObject({
      id: 'auth0|ann',
      name: 'Ann Baker',
      roles: ['larderMember'],
      membershipNumber: 'LM100001',
      accountStatus: 'Active',
    });
  });

  it('is the placeholder unknown user when nobody is signed in', async () => {
    const { client } = fakeAuth0Client({ isAuthenticated: false });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBe(UNKNOWN_USER);
  });
});

describe('Auth0AuthProvider: the sign-in callback', () => {
  it('exchanges the code once under StrictMode and offers the safe return target', async () => {
    window.history.replaceState(null, '', '/redirect?code=abc&state=xyz');
    const { fake, client } = fakeAuth0Client({
      isAuthenticated: true,
      claims: CLAIMS,
      appState: { returnTo: '/myaccount/details?tab=x' },
    });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fake.handleRedirectCallback).toHaveBeenCalledTimes(1);
    expect(result.current.returnTo).toBe('/myaccount/details?tab=x');
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.error).toBeUndefined();
  });

  it('offers the callback failure as the error', async () => {
    window.history.replaceState(null, '', '/redirect?code=abc&state=forged');
    const { fake, client } = fakeAuth0Client({ isAuthenticated: false });
    fake.handleRedirectCallback.mockRejectedValue(new Error('Invalid state'));
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.error?.message).toBe('Invalid state');
    expect(result.current.isAuthenticated).toBe(false);
  });
});

describe('Auth0AuthProvider: access tokens', () => {
  it("returns the SDK's silently obtained token", async () => {
    const { fake, auth } = await renderSignedIn();
    fake.getTokenSilently.mockResolvedValue('access-token-42');
    await expect(auth().getAccessToken()).resolves.toBe('access-token-42');
    expect(fake.loginWithRedirect).not.toHaveBeenCalled();
  });

  it.each(['login_required', 'consent_required', 'missing_refresh_token', 'invalid_grant'])(
    'on %s sends the user to sign in, returning to the current path and query, and rethrows',
    async (code) => {
      const { fake, auth } = await renderSignedIn();
      const failure = Object.assign(new Error('Sign in again'), { error: code });
      fake.getTokenSilently.mockRejectedValue(failure);

      await expect(auth().getAccessToken()).rejects.toBe(failure);
      expect(fake.loginWithRedirect).toHaveBeenCalledTimes(1);
      expect(fake.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/myaccount/details?tab=x' } });
    },
  );

  it('many calls failing at once start one sign-in redirect, not one each', async () => {
    const { fake, auth } = await renderSignedIn();
    fake.getTokenSilently.mockRejectedValue(Object.assign(new Error('Login required'), { error: 'login_required' }));
    fake.loginWithRedirect.mockImplementation(() => new Promise<never>(() => undefined)); // the browser is leaving
    const calls = [auth().getAccessToken(), auth().getAccessToken(), auth().getAccessToken()];
    await waitFor(() => expect(fake.getTokenSilently).toHaveBeenCalledTimes(3));
    void auth().login('/elsewhere'); // e.g. a failed load's own redirect
    expect(fake.loginWithRedirect).toHaveBeenCalledTimes(1);
    calls.forEach((call) => void call.catch(() => undefined));
  });

  it('rethrows other token failures without sending the user away', async () => {
    const { fake, auth } = await renderSignedIn();
    const failure = Object.assign(new Error('Timeout'), { error: 'timeout' });
    fake.getTokenSilently.mockRejectedValue(failure);
    await expect(auth().getAccessToken()).rejects.toBe(failure);
    expect(fake.loginWithRedirect).not.toHaveBeenCalled();
  });

  it('refuses an empty token', async () => {
    const { fake, auth } = await renderSignedIn();
    fake.getTokenSilently.mockResolvedValue('');
    await expect(auth().getAccessToken()).rejects.toThrow('The identity provider returned no access token');
    expect(fake.loginWithRedirect).not.toHaveBeenCalled();
  });
});

describe('Auth0AuthProvider: every sign-in redirect', () => {
  it('runs onSignInRedirect first (the portal forgets an impersonation there), whoever starts it', async () => {
    const { fake, client } = fakeAuth0Client({ isAuthenticated: true, claims: CLAIMS });
    const order: string[] = [];
    fake.loginWithRedirect.mockImplementation(async () => void order.push('redirect'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConfigProvider config={config}>
        <Auth0AuthProvider client={client} onSignInRedirect={() => order.push('before')}>
          {children}
        </Auth0AuthProvider>
      </ConfigProvider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    fake.getTokenSilently.mockRejectedValue(Object.assign(new Error('Missing Refresh Token'), { error: 'missing_refresh_token' }));
    await expect(result.current.getAccessToken()).rejects.toThrow('Missing Refresh Token');
    expect(order).toEqual(['before', 'redirect']);
  });
});

describe('Auth0AuthProvider: login and logout', () => {
  it('login(returnTo) keeps the return target in appState', async () => {
    const { fake, auth } = await renderSignedIn();
    await auth().login('/rewards/calor?x=1');
    expect(fake.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/rewards/calor?x=1' } });
  });

  it('logout(returnTo) signs out at the provider, which then returns to returnTo', async () => {
    const { fake, auth } = await renderSignedIn();
    await auth().logout('https://larder.example/logged-out');
    expect(fake.logout).toHaveBeenCalledTimes(1);
    expect(fake.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'https://larder.example/logged-out' } });
  });

  it('logout revokes the refresh token first, while the local state still holds it, then forgets that state, then leaves', async () => {
    const { fake, auth } = await renderSignedIn();
    const order: string[] = [];
    fake.revokeRefreshToken.mockImplementation(async () => void order.push('revoke'));
    fake.logout.mockImplementation(async () => void order.push('leave'));
    await auth().logout('https://larder.example/logged-out', () => order.push('forget'));
    expect(order).toEqual(['revoke', 'forget', 'leave']);
  });

  it('logout still signs out when the revocation fails (the provider is unreachable)', async () => {
    const { fake, auth } = await renderSignedIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.revokeRefreshToken.mockRejectedValue(new Error('Failed to fetch'));
    const forget = vi.fn();
    await auth().logout('https://larder.example/logged-out', forget);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(fake.logout).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Could not revoke the refresh token', expect.any(Error));
  });
});
