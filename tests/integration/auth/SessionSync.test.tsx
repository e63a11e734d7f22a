import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { AuthContext } from '@/auth/AuthContext';
import { SessionSync } from '@/auth/SessionSync';
import { announceSession } from '@/auth/sessionChannel';
import { ConfigProvider } from '@/config/ConfigContext';
import { UNKNOWN_USER } from '@/domain/user';
import { fakeAuth, testConfig, userForDemoAccount } from '../support/renderWithProviders';

const config = testConfig();

/** This tab, signed in as `account` (or signed out), listening to what other tabs announce. */
function renderTab(account?: string) {
  const leave = vi.fn();
  const reload = vi.fn();
  const user = account ? userForDemoAccount(account) : UNKNOWN_USER;
  const view = render(
    <ConfigProvider config={config}>
      <AuthContext value={fakeAuth(user)}>
        <SessionSync leave={leave} reload={reload} />
      </AuthContext>
    </ConfigProvider>,
  );
  return { leave, reload, user, unmount: view.unmount };
}

describe('every tab in step (another tab announces on the session channel)', () => {
  it('a logout in another tab sends this one to the signed-out page', async () => {
    const tab = renderTab('member-active');
    announceSession({ type: 'signed-out' });
    await waitFor(() => expect(tab.leave).toHaveBeenCalledExactlyOnceWith(config.logoutReturnUrl));
    expect(tab.reload).not.toHaveBeenCalled();
    tab.unmount();
  });

  it('someone else signing in in another tab reloads this one as them', async () => {
    const tab = renderTab('member-active');
    announceSession({ type: 'signed-in', userId: 'auth0|account-manager' });
    await waitFor(() => expect(tab.reload).toHaveBeenCalledTimes(1));
    tab.unmount();
  });

  it('the same person signing in again in another tab changes nothing here', async () => {
    const tab = renderTab('member-active');
    announceSession({ type: 'signed-in', userId: tab.user.id });
    // A second message shows the first has been handled (messages arrive in order).
    announceSession({ type: 'signed-out' });
    await waitFor(() => expect(tab.leave).toHaveBeenCalled());
    expect(tab.reload).not.toHaveBeenCalled();
    tab.unmount();
  });

  it('a signed-out tab picks up a sign-in elsewhere, and ignores a logout', async () => {
    const tab = renderTab();
    announceSession({ type: 'signed-out' });
    announceSession({ type: 'signed-in', userId: 'auth0|member-active' });
    await waitFor(() => expect(tab.reload).toHaveBeenCalledTimes(1));
    expect(tab.leave).not.toHaveBeenCalled();
    tab.unmount();
  });
});
