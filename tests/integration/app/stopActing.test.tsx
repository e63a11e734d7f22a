import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';

setupSimulator();
// member-active: The Larder Café, whose main contact is Priya Shah.
const LARDER_CAFE = { membershipNumber: 'LM100001', accountId: '00000000-0000-4000-8000-000000000001' };
const banner = () => screen.findByRole('region', { name: 'Acting for a member' });

describe('stopping acting for a member', () => {
  it('the banner names the business and its contact, then the number', async () => {
    renderPortal('/dashboard/home', { account: 'account-manager', override: LARDER_CAFE });
    await waitFor(async () =>
      expect(await banner()).toHaveTextContent(
        'You are acting for The Larder Café, contact Priya Shah, membership number LM100001. What you change here changes their account.',
      ),
    );
  });

  // Each of these pages needs a permission only the member has: shown once more for the staff member, it
  // would send them to an error page ("Oops! You aren't authorised.", "Not included in your membership").
  it.each([
    { path: '/wallet', heading: 'Wallet' },
    { path: '/documents/company', heading: 'Company Documents' },
    { path: '/training/trainees', heading: 'Trainees' },
    { path: '/unit-premises', heading: 'Units & Premises' },
  ])('from $path returns to their own home with a confirmation, never through an error page', async ({ path, heading }) => {
    const { router, location, userEvent } = renderPortal(path, { account: 'account-manager', override: LARDER_CAFE });
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(async () => expect(await banner()).toHaveTextContent('The Larder Café'));
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await userEvent.click(within(await banner()).getByRole('button', { name: 'Stop acting for this member' }));

    expect(await screen.findByText('You have stopped acting for The Larder Café (LM100001)')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'Act for a member' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Acting for a member' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.membershipNumberOverride)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accountIdOverride)).toBeNull();
    expect(visited.filter((visitedPath) => /^\/errors?\//.test(visitedPath))).toEqual([]);
  });

  it('the confirmation goes with the next page', async () => {
    const { userEvent } = renderPortal('/wallet', { account: 'account-manager', override: LARDER_CAFE });
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Stop acting for this member' }));
    await screen.findByText('You have stopped acting for The Larder Café (LM100001)');

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Help Videos' }));
    await screen.findByRole('heading', { level: 1, name: 'Help Videos' });
    expect(screen.queryByText(/You have stopped acting for/)).not.toBeInTheDocument();
  });
});
