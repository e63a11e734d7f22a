import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoutPage } from '@/auth/LogoutPage';
import { formDraftKey } from '@/domain/formDraftKeys';
import { storedDraft } from '@/domain/formDrafts';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderWithProviders, testConfig } from '../support/renderWithProviders';

const config = testConfig();
const draftOf = (userId: string) => formDraftKey({ userId, membershipNumber: 'LM100001' }, 'company-details');
const A_DRAFT = storedDraft({ note: 'x' }, new Date());

function renderLogout(path = '/account/logout') {
  return renderWithProviders(null, {
    account: 'member-active',
    routes: [
      { path: '/account/logout', element: <LogoutPage /> },
      { path: '/dashboard/home', element: <p>The form</p> },
    ],
    path,
  });
}

describe('the logout page (spec §2)', () => {
  it('forgets the local state and signs out at the identity provider, to its logout page', async () => {
    localStorage.setItem(STORAGE_KEYS.welcomeShown, 'true');
    const { auth } = renderLogout();
    await waitFor(() => expect(auth.logout).toHaveBeenCalledExactlyOnceWith(config.logoutReturnUrl, expect.any(Function)));
    expect(localStorage.getItem(STORAGE_KEYS.welcomeShown)).toBeNull();
  });

  it('with ?remote=true returns to the legacy application instead', async () => {
    const { auth } = renderLogout('/account/logout?remote=true');
    await waitFor(() => expect(auth.logout).toHaveBeenCalledExactlyOnceWith(config.legacyLogoutUrl, expect.any(Function)));
  });

  it('warns first when the person has unsent work, which logging out would lose', async () => {
    localStorage.setItem(draftOf('auth0|member-active'), A_DRAFT);
    const { auth, userEvent } = renderLogout();
    expect(screen.getByRole('heading', { name: 'You have work that has not been sent' })).toBeInTheDocument();
    expect(auth.logout).not.toHaveBeenCalled();
    expect(localStorage.getItem(draftOf('auth0|member-active'))).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log out and lose it' }));
    await waitFor(() => expect(auth.logout).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(draftOf('auth0|member-active'))).toBeNull();
  });

  it('signed out for inactivity (?reason=idle), asks nothing and keeps only this person\'s drafts, for when they sign in again', async () => {
    localStorage.setItem(draftOf('auth0|member-active'), A_DRAFT);
    localStorage.setItem(draftOf('auth0|member-new'), A_DRAFT);
    localStorage.setItem(STORAGE_KEYS.welcomeShown, 'true');
    const { auth } = renderLogout('/account/logout?reason=idle');
    await waitFor(() => expect(auth.logout).toHaveBeenCalledExactlyOnceWith(config.logoutReturnUrl, expect.any(Function)));
    expect(screen.queryByRole('heading', { name: 'You have work that has not been sent' })).not.toBeInTheDocument();
    expect(localStorage.getItem(draftOf('auth0|member-active'))).toBe(A_DRAFT);
    expect(localStorage.getItem(draftOf('auth0|member-new'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.welcomeShown)).toBeNull();
  });

  it('does not warn about a draft that has expired (it is gone already)', async () => {
    localStorage.setItem(draftOf('auth0|member-active'), storedDraft({ note: 'x' }, new Date(Date.now() - 15 * 24 * 60 * 60 * 1000)));
    const { auth } = renderLogout();
    await waitFor(() => expect(auth.logout).toHaveBeenCalledTimes(1));
  });

  it('keeps the analytics choice and who last signed in: they belong to the browser, not the session', async () => {
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, '{"choice":"rejected","decidedOn":"2026-01-01"}');
    localStorage.setItem(STORAGE_KEYS.lastSignedIn, 'auth0|member-active');
    const { auth } = renderLogout();
    await waitFor(() => expect(auth.logout).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.analyticsConsent)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastSignedIn)).toBe('auth0|member-active');
  });

  it("does not warn about someone else's drafts (they are not this person's to lose)", async () => {
    localStorage.setItem(draftOf('auth0|member-new'), A_DRAFT);
    const { auth } = renderLogout();
    await waitFor(() => expect(auth.logout).toHaveBeenCalledTimes(1));
  });

  it('Go back to it leaves the drafts and the session alone', async () => {
    localStorage.setItem(draftOf('auth0|member-active'), A_DRAFT);
    const { auth, userEvent, router } = renderWithProviders(null, {
      account: 'member-active',
      routes: [
        { path: '/account/logout', element: <LogoutPage /> },
        { path: '/dashboard/home', element: <p>The form</p> },
      ],
      path: '/dashboard/home',
    });
    await router.navigate('/account/logout');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back to it' }));
    expect(await screen.findByText('The form')).toBeInTheDocument();
    expect(auth.logout).not.toHaveBeenCalled();
    expect(localStorage.getItem(draftOf('auth0|member-active'))).not.toBeNull();
  });
});
