import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { setupSimulator } from '../support/simulator';
import { ACTING_FOR_NEW_MEMBER, COMPANY_DETAILS_TITLE, queryDialog, waitForSession, WELCOME_TITLE } from './memberScreens';
import { API_URL } from '../../support/apiUrl';
import { MemberPrompts } from '@/features/member/onboarding/MemberPrompts';
import { renderWithProviders, userForDemoAccount, type RenderOptions } from '../support/renderWithProviders';

const renderPrompts = ({ onDashboard, ...options }: RenderOptions & { onDashboard: boolean }) =>
  renderWithProviders(<MemberPrompts onDashboard={onDashboard} />, { session: true, ...options });

const simulator = setupSimulator();

describe('member prompts: one at a time', () => {
  it('on the dashboard the welcome comes first, then the company details prompt', async () => {
    const { userEvent: user } = renderPrompts({ account: 'member-new', onDashboard: true, path: '/dashboard/home' });
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(queryDialog(COMPANY_DETAILS_TITLE)).not.toBeInTheDocument();

    await user.click(within(welcome).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('after a link in the welcome is followed, the company details prompt follows on the new page', async () => {
    const { userEvent: user, router } = renderPrompts({ account: 'member-new', onDashboard: true });
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    await user.click(within(welcome).getByRole('link', { name: 'Go to rewards' }));
    expect(await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rewards/home');
  });

  it('away from the dashboard only the company details prompt shows, even before the welcome', async () => {
    renderPrompts({ account: 'member-new', onDashboard: false, path: '/training/courses' });
    expect(await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.welcomeShown)).toBeNull();
  });

  it('once the welcome has been seen, the company details prompt shows on the dashboard straight away', async () => {
    localStorage.setItem(STORAGE_KEYS.welcomeShown, 'true');
    renderPrompts({ account: 'member-new', onDashboard: true });
    expect(await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE })).toBeInTheDocument();
    expect(queryDialog(WELCOME_TITLE)).not.toBeInTheDocument();
  });

  it('shows nothing until the start-up data is ready', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    simulator.server.use(
      // Answers nothing itself: once released, the simulator's own handler answers.
      http.get(`${API_URL}/members/:membershipNumber/details`, async () => {
        await held;
      }),
    );
    renderPrompts({ account: 'member-new', onDashboard: true });
    await waitForSession('loading');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('dialog', { name: WELCOME_TITLE })).toBeInTheDocument();
  });
});

describe('member prompts: never while staff act for a member', () => {
  it('an account manager acting for the first-time member sees neither prompt', async () => {
    renderPrompts({ account: 'account-manager', override: ACTING_FOR_NEW_MEMBER, onDashboard: true });
    await waitForSession('ready with details');
    expect(simulator.requestsTo('GET', `/members/${ACTING_FOR_NEW_MEMBER.membershipNumber}/details`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('nor does staff who is also an active member, while acting for one', async () => {
    const staffMember = {
      ...userForDemoAccount('account-manager'),
      roles: ['accountManager', 'larderMember'],
      accountStatus: 'Active',
    };
    renderPrompts({ user: staffMember, override: ACTING_FOR_NEW_MEMBER, onDashboard: true });
    await waitForSession('ready with details');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('member prompts: the same staff member, not acting', () => {
  it('would be greeted as a member (so the test above proves the impersonation rule)', async () => {
    const staffMember = {
      ...userForDemoAccount('member-new'),
      roles: ['accountManager', 'larderMember'],
    };
    renderPrompts({ user: staffMember, onDashboard: true });
    expect(await screen.findByRole('dialog', { name: WELCOME_TITLE })).toBeInTheDocument();
  });
});
