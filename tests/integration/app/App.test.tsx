import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { App } from '@/app/App';
import { RecordingAnalytics } from '@/app/analytics';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { testConfig } from '../support/renderWithProviders';
import { fakeAuth0Client } from '../../unit/auth/fakeAuth0Client';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The whole app as main.tsx starts it, with the identity SDK faked (signed out). */
function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const { fake, client } = fakeAuth0Client({ isAuthenticated: false });
  render(<App config={testConfig()} authClient={client} analytics={new RecordingAnalytics()} />);
  return fake;
}

describe('App: how the pieces are put together', () => {
  it('signing in clears a stale impersonation override first, and returns to the page asked for', async () => {
    localStorage.setItem(STORAGE_KEYS.membershipNumberOverride, 'LM100002');
    localStorage.setItem(STORAGE_KEYS.accountIdOverride, '00000000-0000-4000-8000-000000000002');
    const fake = renderApp('/dashboard/home?x=1');
    await waitFor(() => expect(fake.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/dashboard/home?x=1' } }));
    expect(localStorage.getItem(STORAGE_KEYS.membershipNumberOverride)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accountIdOverride)).toBeNull();
  });
});
