import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleSignOut } from '@/auth/IdleSignOut';
import { initialiseAuth } from '@/auth/initialiseAuth';
import { useIdleTimeout } from '@/auth/useIdleTimeout';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderWithProviders } from '../support/renderWithProviders';
import { fakeAuth0Client, fakeLocation } from '../../unit/auth/fakeAuth0Client';

// The settings the tests run with (.env.e2e): members 30 minutes, payout and claim staff 15, warned 2 before.
const MINUTE = 60_000;

/** The page, once its session is being timed (the timer, fetched after sign-in, has written the start). */
async function renderPage(account = 'member-active') {
  const rendered = renderWithProviders(null, {
    account,
    routes: [
      {
        path: '/rewards/calor/claim-form',
        element: (
          <>
            <IdleSignOut />
            <p>The claim form</p>
          </>
        ),
      },
      { path: '/account/logout', element: <p>Signing out</p> },
    ],
    path: '/rewards/calor/claim-form',
  });
  await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).not.toBeNull());
  return rendered;
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('dialog', { name: 'You’re about to be signed out' });
const location = (router: Awaited<ReturnType<typeof renderPage>>['router']) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the idle sign-out (DESIGN.md §4)', () => {
  it('warns a member after 28 untouched minutes, counts down by the minute, then signs them out for inactivity (the logout that keeps drafts)', async () => {
    const { router } = await renderPage();
    await pass(28 * MINUTE - 1000);
    expect(warning()).not.toBeInTheDocument();

    await pass(1000);
    const dialog = await screen.findByRole('dialog', { name: 'You’re about to be signed out' });
    expect(await screen.findByText('For your security, we will sign you out in 2 minutes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Forms you have started are kept as drafts');

    await pass(MINUTE);
    expect(screen.getByText('For your security, we will sign you out in 1 minute.')).toBeInTheDocument();
    expect(location(router)).toBe('/rewards/calor/claim-form');

    await pass(MINUTE);
    await waitFor(() => expect(location(router)).toBe('/account/logout?reason=idle'));
  });

  it('Stay signed in keeps the session: the next warning is a whole idle time later', async () => {
    const { router } = await renderPage();
    await pass(29 * MINUTE);
    await screen.findByRole('dialog', { name: 'You’re about to be signed out' });
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(warning()).not.toBeInTheDocument());

    await pass(27 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    expect(location(router)).toBe('/rewards/calor/claim-form');
    await pass(MINUTE);
    expect(await screen.findByRole('dialog', { name: 'You’re about to be signed out' })).toBeInTheDocument();
  });

  it.each([
    { button: 'Close', goesTo: '/rewards/calor/claim-form' },
    // The ordinary logout, which asks about unsent forms.
    { button: 'Log out', goesTo: '/account/logout' },
  ])('$button closes the warning and goes to $goesTo', async ({ button, goesTo }) => {
    const { router } = await renderPage();
    await pass(28 * MINUTE);
    await screen.findByRole('dialog', { name: 'You’re about to be signed out' });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    expect(location(router)).toBe(goesTo);
  });

  it('signs out sooner a member of staff who can decide claims (15 minutes, warned at 13)', async () => {
    const { router } = await renderPage('calor-claims');
    await pass(13 * MINUTE);
    await screen.findByRole('dialog', { name: 'You’re about to be signed out' });
    await pass(2 * MINUTE);
    await waitFor(() => expect(location(router)).toBe('/account/logout?reason=idle'));
  });

  it('activity in this tab puts the warning off; once warned, only an answer keeps the session', async () => {
    const { router } = await renderPage();
    await pass(20 * MINUTE);
    await act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await pass(20 * MINUTE);
    expect(warning()).not.toBeInTheDocument();

    await pass(8 * MINUTE);
    await screen.findByRole('dialog', { name: 'You’re about to be signed out' });
    await act(() => window.dispatchEvent(new PointerEvent('pointermove')));
    await pass(2 * MINUTE);
    await waitFor(() => expect(location(router)).toBe('/account/logout?reason=idle'));
  });

  it('counts activity in another tab of the portal (the shared time in local storage)', async () => {
    const { router } = await renderPage();
    await pass(28 * MINUTE);
    await screen.findByRole('dialog', { name: 'You’re about to be signed out' });

    // Another tab writes the time and this one hears it as a storage event.
    const now = String(Date.now());
    localStorage.setItem(STORAGE_KEYS.lastActivity, now);
    await act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.lastActivity, newValue: now })));
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    await pass(27 * MINUTE);
    expect(location(router)).toBe('/rewards/calor/claim-form');
  });

  it('signs out at once a session that comes back after its idle time (the browser was closed for an hour)', async () => {
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now() - 60 * MINUTE));
    const { router } = await renderPage();
    await waitFor(() => expect(location(router)).toBe('/account/logout?reason=idle'));
  });

  it('times the logout page too (its question about unsent forms), but never writes back the time the logout cleared', async () => {
    renderWithProviders(<IdleSignOut />, { account: 'member-active', path: '/account/logout' });
    // The timer is fetched once someone is signed in: here nothing shows when it has started.
    await act(() => import('@/auth/IdleSessionTimer'));
    await pass(28 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'You’re about to be signed out' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
  });

  it('without local storage (private browsing), a tab times itself: its own activity still counts', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const { result } = renderHook(() => useIdleTimeout({ limitMinutes: 30, warningMinutes: 2, sharesStart: true }));
    await pass(20 * MINUTE);
    await act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await pass(20 * MINUTE);
    expect(result.current.state.stage).toBe('active');
    await pass(10 * MINUTE);
    expect(result.current.state.stage).toBe('expired');
  });

  it('does nothing for someone signed out', async () => {
    const { router } = renderWithProviders(<IdleSignOut />, { path: '/' });
    await pass(60 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    expect(location(router)).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
  });
});

describe('the last activity the tabs share', () => {
  const anHourAgo = () => String(Date.now() - 60 * MINUTE);

  it('is now once someone has signed in: a time left from an earlier session does not sign the new one out', async () => {
    localStorage.setItem(STORAGE_KEYS.lastActivity, anHourAgo());
    const { client } = fakeAuth0Client({ isAuthenticated: true, claims: { sub: 'auth0|member-active' } });
    await initialiseAuth(client, fakeLocation('/redirect?code=c&state=s'));
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastActivity))).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('stays as it was when a session is only restored (a reload, a reopened browser)', async () => {
    const before = anHourAgo();
    localStorage.setItem(STORAGE_KEYS.lastActivity, before);
    const { client } = fakeAuth0Client({ isAuthenticated: true, claims: { sub: 'auth0|member-active' } });
    await initialiseAuth(client, fakeLocation('/dashboard/home'));
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(before);
  });
});
