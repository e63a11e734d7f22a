import { describe, expect, it } from 'vitest';
import { initialiseAuth } from '@/auth/initialiseAuth';
import { fakeAuth0Client, fakeLocation } from './fakeAuth0Client';

const CLAIMS = { sub: 'auth0|ann', 'https://larder.example/roles': ['larderMember'] };
const CALLBACK = '/redirect?code=abc&state=xyz';

describe('initialiseAuth on the sign-in callback (/redirect?code&state)', () => {
  it('exchanges the code once even when start-up runs twice (StrictMode)', async () => {
    const { fake, client } = fakeAuth0Client({ isAuthenticated: true, claims: CLAIMS, appState: { returnTo: '/a?b=c' } });
    const location = fakeLocation(CALLBACK);
    const [first, second] = await Promise.all([initialiseAuth(client, location), initialiseAuth(client, location)]);
    const third = await initialiseAuth(client, location);

    expect(fake.handleRedirectCallback).toHaveBeenCalledTimes(1);
    expect(fake.handleRedirectCallback).toHaveBeenCalledWith(`https://larder.example${CALLBACK}`);
    expect(fake.checkSession).not.toHaveBeenCalled();
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('returns the session and the return target kept in appState', async () => {
    const { client } = fakeAuth0Client({
      isAuthenticated: true,
      claims: CLAIMS,
      appState: { returnTo: '/myaccount/details?tab=x' },
    });
    await expect(initialiseAuth(client, fakeLocation(CALLBACK))).resolves.toEqual({
      isAuthenticated: true,
      claims: CLAIMS,
      returnTo: '/myaccount/details?tab=x',
    });
  });

  it.each([
    { why: 'an absolute address', appState: { returnTo: 'https://evil.example/steal' } },
    { why: 'a protocol-relative address', appState: { returnTo: '//evil.example' } },
    { why: 'a non-string target', appState: { returnTo: 42 } },
    { why: 'no target', appState: {} },
    { why: 'no appState', appState: undefined },
  ])('returns to / for $why', async ({ appState }) => {
    const { client } = fakeAuth0Client({ isAuthenticated: true, claims: CLAIMS, appState });
    await expect(initialiseAuth(client, fakeLocation(CALLBACK))).resolves.toMatchObject({ returnTo: '/' });
  });

  it('reports a failed callback as an error, with the session as it is', async () => {
    const { fake, client } = fakeAuth0Client({ isAuthenticated: false });
    const failure = new Error('Invalid state');
    fake.handleRedirectCallback.mockRejectedValue(failure);
    const snapshot = await initialiseAuth(client, fakeLocation(CALLBACK));
    expect(snapshot).toEqual({ isAuthenticated: false, claims: undefined, error: failure });
    expect(snapshot.returnTo).toBeUndefined();
  });

  it('wraps a failure that is not an Error', async () => {
    const { fake, client } = fakeAuth0Client();
    fake.handleRedirectCallback.mockRejectedValue('state mismatch');
    const snapshot = await initialiseAuth(client, fakeLocation(CALLBACK));
    expect(snapshot.error).toBeInstanceOf(Error);
    expect(snapshot.error?.message).toBe('state mismatch');
  });

  it('treats an error answer (?error&state) from the provider as a callback', async () => {
    const { fake, client } = fakeAuth0Client();
    fake.handleRedirectCallback.mockRejectedValue(new Error('access_denied'));
    const snapshot = await initialiseAuth(client, fakeLocation('/redirect?error=access_denied&state=xyz'));
    expect(fake.handleRedirectCallback).toHaveBeenCalledTimes(1);
    expect(snapshot.error?.message).toBe('access_denied');
  });
});

describe('initialiseAuth anywhere else', () => {
  it.each([
    { why: 'an ordinary page', path: '/dashboard/home' },
    { why: '/redirect without a state', path: '/redirect?code=abc' },
    { why: '/redirect without a code or error', path: '/redirect?state=xyz' },
    { why: 'a code and state on another path', path: '/dashboard/home?code=abc&state=xyz' },
  ])('restores the session without a callback on $why', async ({ path }) => {
    const { fake, client } = fakeAuth0Client({ isAuthenticated: true, claims: CLAIMS });
    await expect(initialiseAuth(client, fakeLocation(path))).resolves.toEqual({ isAuthenticated: true, claims: CLAIMS });
    expect(fake.handleRedirectCallback).not.toHaveBeenCalled();
    expect(fake.checkSession).toHaveBeenCalledTimes(1);
    expect(fake.getIdTokenClaims).toHaveBeenCalledTimes(1);
  });

  it('reads no claims when nobody is signed in', async () => {
    const { fake, client } = fakeAuth0Client({ isAuthenticated: false, claims: CLAIMS });
    await expect(initialiseAuth(client, fakeLocation('/'))).resolves.toEqual({ isAuthenticated: false, claims: undefined });
    expect(fake.getIdTokenClaims).not.toHaveBeenCalled();
  });

  it('still settles when restoring the session fails', async () => {
    const { fake, client } = fakeAuth0Client({ isAuthenticated: false });
    fake.checkSession.mockRejectedValue(Object.assign(new Error('Login required'), { error: 'login_required' }));
    await expect(initialiseAuth(client, fakeLocation('/'))).resolves.toEqual({ isAuthenticated: false, claims: undefined });
  });

  it('settles each client separately', async () => {
    const first = fakeAuth0Client({ isAuthenticated: true, claims: CLAIMS });
    const second = fakeAuth0Client({ isAuthenticated: false });
    await expect(initialiseAuth(first.client, fakeLocation('/'))).resolves.toMatchObject({ isAuthenticated: true });
    await expect(initialiseAuth(second.client, fakeLocation('/'))).resolves.toMatchObject({ isAuthenticated: false });
    expect(second.fake.checkSession).toHaveBeenCalledTimes(1);
  });
});
