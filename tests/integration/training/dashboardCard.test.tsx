import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '@/features/member/dashboard/DashboardPage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { waitForSession } from '../member/memberScreens';
import { setupSimulator } from '../support/simulator';

import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

const simulator = setupSimulator();

function renderDashboard(options: RenderOptions) {
  return renderWithProviders(<DashboardPage />, { session: true, path: '/dashboard/home', ...options });
}

const linksOf = (card: HTMLElement) => within(card).queryAllByRole('listitem').map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]);

describe('the training and gas safety card on the dashboard', () => {
  it('lists what needs doing, each a link to where it is done', async () => {
    renderDashboard({ account: 'member-training' });
    await waitForSession('ready with details');
    const card = await screen.findByRole('region', { name: 'Training and gas safety' });
    await within(card).findAllByRole('listitem');
    expect(linksOf(card)).toEqual([
      ['1 certificate has expired', '/training/certificates?status=expired'],
      ['1 certificate expires within 30 days', '/training/certificates?status=expiringSoon'],
      ['1 trainee is missing required training', '/training/trainees?status=expiredOrMissing'],
      ['1 gas inspection is overdue', '/my-gas-engineer'],
      ['1 gas inspection is due within 30 days', '/my-gas-engineer'],
    ]);
    expect(within(card).getByRole('link', { name: 'Go to training' })).toHaveAttribute('href', '/training/trainees');
    expect(within(card).getByRole('link', { name: 'Go to My Gas Engineer' })).toHaveAttribute('href', '/my-gas-engineer');
    // One summary call: the card adds no round of its own beyond the start-up data.
    expect(simulator.requestsTo('GET', '/members/:n/training-and-gas/summary')).toHaveLength(1);
  });

  it('keeps its one summary call when the other cards arrive ahead of it (permissions answering late)', async () => {
    const held = (path: string) => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      simulator.server.use(
        http.get(`${API_URL}${path}`, async () => {
          await answered;
          return undefined; // on to the simulator's own answer
        }),
      );
      return answer;
    };
    const answerPermissions = held('/members/:membershipNumber/permissions');
    const answerSummary = held('/members/:membershipNumber/training-and-gas/summary');
    renderDashboard({ account: 'member-training' });
    // The gas half needs no permission, so the card asks for its summary before the permissions are known...
    await waitFor(() => expect(simulator.requestsTo('GET', '/members/:n/training-and-gas/summary')).toHaveLength(1));
    // ...and the compliance and rewards cards that then appear ahead of it must not remount it, which
    // would cancel that call and ask again.
    answerPermissions();
    expect(await screen.findByRole('region', { name: 'Rewards' })).toBeInTheDocument();
    answerSummary();
    const card = await screen.findByRole('region', { name: 'Training and gas safety' });
    expect(await within(card).findAllByRole('listitem')).toHaveLength(5);
    expect(simulator.requestsTo('GET', '/members/:n/training-and-gas/summary')).toHaveLength(1);
  });

  it('says all is well when nothing needs doing', async () => {
    renderDashboard({ account: 'member-training-empty' });
    const card = await screen.findByRole('region', { name: 'Training and gas safety' });
    expect(await within(card).findByText('No trainees recorded yet.')).toBeInTheDocument();
    expect(within(card).getByText('No gas appliances recorded yet.')).toBeInTheDocument();
    expect(linksOf(card)).toEqual([]);
  });

  it('shows gas safety alone to a member without the training permission', async () => {
    renderDashboard({ account: 'member-no-training' });
    await waitForSession('ready with details');
    const card = await screen.findByRole('region', { name: 'Gas safety' });
    expect(within(card).queryByRole('link', { name: 'Go to training' })).toBeNull();
    expect(await within(card).findByText('No gas appliances recorded yet.')).toBeInTheDocument();
  });

  it("shows training alone to an account manager, who cannot open the member's gas page", async () => {
    const member = demoAccount('member-training');
    renderDashboard({ account: 'account-manager', override: { membershipNumber: member.membershipNumber!, accountId: member.accountId! } });
    const card = await screen.findByRole('region', { name: 'Training' });
    await within(card).findAllByRole('listitem');
    expect(linksOf(card).map(([text]) => text)).toEqual([
      '1 certificate has expired',
      '1 certificate expires within 30 days',
      '1 trainee is missing required training',
    ]);
  });

  it('says the figures are unavailable when the summary fails, and the dashboard carries on', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:n/training-and-gas/summary`, () => serverFailure()));
    renderDashboard({ account: 'member-training' });
    // The card's place says so (its own part of the dashboard), while the rest carries on.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/figures are not available at the moment/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your membership' })).toBeInTheDocument();
  });
});
