import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { clearPortalState } from '@/auth/clearPortalState';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { setupSimulator } from '../support/simulator';
import { COMPANY_DETAILS_TITLE, queryDialog, waitForSession, WELCOME_TITLE } from './memberScreens';
import { MemberPrompts } from '@/features/member/onboarding/MemberPrompts';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

const renderPrompts = ({ onDashboard, ...options }: RenderOptions & { onDashboard: boolean }) =>
  renderWithProviders(<MemberPrompts onDashboard={onDashboard} />, { session: true, ...options });

setupSimulator();

async function openWelcome(account = 'member-active') {
  const view = renderPrompts({ account, onDashboard: true, path: '/dashboard/home' });
  const dialog = await screen.findByRole('dialog', { name: WELCOME_TITLE });
  return { ...view, dialog };
}

const flags = () => ({
  welcomeShown: localStorage.getItem(STORAGE_KEYS.welcomeShown),
  dontShowAgain: localStorage.getItem(STORAGE_KEYS.welcomeDontShowAgain),
});

describe('welcome modal', () => {
  it('greets a member on the dashboard the first time, recommending three things to start with', async () => {
    const { dialog } = await openWelcome();
    const inDialog = within(dialog);
    expect(inDialog.getByRole('heading', { name: 'Create your risk assessments' })).toBeInTheDocument();
    expect(inDialog.getByRole('heading', { name: 'Sign up to rewards' })).toBeInTheDocument();
    expect(inDialog.getByRole('heading', { name: 'Upload your documents' })).toBeInTheDocument();
    expect(inDialog.getByRole('link', { name: 'Go to risk assessments' })).toHaveAttribute(
      'href',
      '/documents/risk-assessments',
    );
    expect(inDialog.getByRole('link', { name: 'Go to rewards' })).toHaveAttribute('href', '/rewards/home');
    expect(inDialog.getByRole('link', { name: 'Go to documents' })).toHaveAttribute('href', '/documents/company');
    expect(inDialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(inDialog.getByRole('button', { name: "Don't show again" })).toBeInTheDocument();
  });

  it('Close records that this sign-in has had its welcome, and it does not come back', async () => {
    const { userEvent: user, dialog, unmount } = await openWelcome();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument());
    expect(flags()).toEqual({ welcomeShown: 'true', dontShowAgain: null });

    unmount();
    renderPrompts({ account: 'member-active', onDashboard: true });
    await waitForSession('ready with details');
    expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument();
  });

  it("'Don't show again' sets both flags", async () => {
    const { userEvent: user, dialog } = await openWelcome();
    await user.click(within(dialog).getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument());
    expect(flags()).toEqual({ welcomeShown: 'true', dontShowAgain: 'true' });
  });

  it("after logout, Close's welcome returns at the next sign-in but 'Don't show again' holds", async () => {
    const closed = await openWelcome();
    await closed.userEvent.click(within(closed.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument());
    closed.unmount();
    clearPortalState(); // what /account/logout does
    const again = await openWelcome(); // the next sign-in: welcomed again
    await again.userEvent.click(within(again.dialog).getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument());
    again.unmount();
    clearPortalState();

    renderPrompts({ account: 'member-active', onDashboard: true, path: '/dashboard/home' });
    await waitForSession('ready with details');
    expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument();
    expect(flags()).toEqual({ welcomeShown: null, dontShowAgain: 'true' });
  });

  it.each([
    ['Go to risk assessments', '/documents/risk-assessments'],
    ['Go to rewards', '/rewards/home'],
    ['Go to documents', '/documents/company'],
  ])('following "%s" goes to %s, closes the welcome and counts as seen', async (name, path) => {
    const { userEvent: user, dialog, router } = await openWelcome();
    await user.click(within(dialog).getByRole('link', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument());
    expect(flags().welcomeShown).toBe('true');
  });

  it.each([
    ['the welcome flag', STORAGE_KEYS.welcomeShown],
    ["the 'dont-show-again' flag", STORAGE_KEYS.welcomeDontShowAgain],
  ])('is not shown when %s is already set', async (_flag, key) => {
    localStorage.setItem(key, 'true');
    renderPrompts({ account: 'member-active', onDashboard: true });
    await waitForSession('ready with details');
    expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument();
  });

  it('is not shown on other pages', async () => {
    renderPrompts({ account: 'member-active', onDashboard: false, path: '/documents/company' });
    await waitForSession('ready with details');
    expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument();
    expect(flags()).toEqual({ welcomeShown: null, dontShowAgain: null });
  });

  it.each(['account-manager', 'developer', 'no-roles'])('is not shown to %s (not a larderMember)', async (account) => {
    renderPrompts({ account, onDashboard: true });
    await waitForSession('ready');
    expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument();
    expect(queryDialog(COMPANY_DETAILS_TITLE)).not.toBeInTheDocument();
  });
});
